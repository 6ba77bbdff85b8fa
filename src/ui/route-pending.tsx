/**
 * The thin bar at the top of the page while the next screen loads (app/route-view.tsx keeps the
 * current screen on view meanwhile). It fades in only after a short delay (base.css), so
 * a move whose screen is ready at once shows nothing.
 */
export function RoutePending({ label }: { label: string }) {
  return <div className="route-pending" role="progressbar" aria-label={label} aria-busy="true" />;
}
