import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';

/**
 * The one overlay queue: which modal may show when several want to. Never two at once; the first
 * of this order that wants to show has the turn, the others wait (hidden, their state kept) and
 * show when it is done:
 *
 *   update dialog → notices (domain error) → second factor → install prompt → announcement → welcome images
 *
 * A modal that wants to show says so with `useOverlayTurn(kind, wanted)` and renders only while
 * it has the turn. A higher one arriving later takes the turn from a lower one already showing
 * (an update or a domain error matters more than an announcement); the lower one comes back after.
 */
export const OVERLAY_ORDER = ['update', 'notice', 'secondFactor', 'install', 'announcement', 'welcome'] as const;
export type OverlayKind = (typeof OVERLAY_ORDER)[number];

/** How many holders of each kind want to show (a kind may have several, e.g. two notices). */
export const overlayQueue = proxy<{ wanting: Partial<Record<OverlayKind, number>> }>({ wanting: {} });

/** Pure: the kind that has the turn among those wanting, or null when none wants to. */
export function overlayTurn(wanting: Iterable<OverlayKind>): OverlayKind | null {
  const set = new Set(wanting);
  return OVERLAY_ORDER.find((kind) => set.has(kind)) ?? null;
}

export function wantOverlay(kind: OverlayKind): () => void {
  overlayQueue.wanting[kind] = (overlayQueue.wanting[kind] ?? 0) + 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (overlayQueue.wanting[kind] ?? 1) - 1;
    if (left > 0) overlayQueue.wanting[kind] = left;
    else delete overlayQueue.wanting[kind];
  };
}

const wantingKinds = (wanting: Partial<Record<OverlayKind, number>>) => OVERLAY_ORDER.filter((kind) => (wanting[kind] ?? 0) > 0);

/** Whether any overlay other than `kind` holds or waits for the turn ahead of it. */
export function overlayAhead(kind: OverlayKind): boolean {
  const turn = overlayTurn([...wantingKinds(overlayQueue.wanting), kind]);
  return turn !== kind;
}

/**
 * Registers the wish while `wanted` and tells whether it is this kind's turn. The wish counts at
 * once (before the effect registers it), so the first of the order shows on its first render.
 */
export function useOverlayTurn(kind: OverlayKind, wanted: boolean): boolean {
  useEffect(() => (wanted ? wantOverlay(kind) : undefined), [kind, wanted]);
  const { wanting } = useSnapshot(overlayQueue);
  return wanted && overlayTurn([...wantingKinds(wanting), kind]) === kind;
}
