/**
 * Grey lanes with the exact size of the real ones (a title line, a row of 112 px tiles with their
 * name line), shown in the first paint while the lobby's parts and the lanes load, so nothing below
 * them moves when they arrive. Drawn by CSS on one box per lane (home.css): the first load carries
 * no markup for them. No text: nothing to translate, nothing for a screen reader but the busy state.
 */
export function LaneSkeletons({ count = 3 }: { count?: number }) {
  return <div className="lane-skeletons" aria-busy="true">{Array.from({ length: count }, (_, i) => <div key={i} className="lane-skeleton" />)}</div>;
}
