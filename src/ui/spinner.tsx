export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner-page" role="progressbar" aria-label={label} aria-busy="true">
      <div className="spinner" />
    </div>
  );
}
