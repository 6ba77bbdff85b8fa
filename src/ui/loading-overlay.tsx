/**
 * The loading spinner overlay: it covers the page and takes the taps while work
 * runs. state/ui decides when it shows and ends it by itself (10 s, or 3 s after an error).
 */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className="overlay overlay--loading" role="progressbar" aria-label={label} aria-busy="true">
      <div className="spinner" />
    </div>
  );
}
