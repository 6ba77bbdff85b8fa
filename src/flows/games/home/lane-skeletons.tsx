/**
 * Grey lanes with the exact size of the real ones (title line, a row of tiles), shown in the first
 * paint while the lobby's parts and the lanes load, so nothing below them moves when they arrive.
 * No text: nothing to translate, nothing for a screen reader but the busy state.
 */
export function LaneSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="lane-skeletons" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="lane lane--skeleton">
          <div className="lane__head"><span className="skeleton skeleton--title" /></div>
          <div className="lane__row">
            {[0, 1, 2, 3].map((n) => <span key={n} className="tile tile--skeleton"><span className="skeleton tile__picture" /><span className="skeleton skeleton--line" /></span>)}
          </div>
        </div>
      ))}
    </div>
  );
}
