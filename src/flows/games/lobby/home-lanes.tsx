import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { preferences } from '@/state/preferences';
import { useAsync } from '@/ui/use-async';
import { fetchGameLanes, lanesAtHand } from './game-lanes';
import { useShelf } from './game-shelf';
import { HomeLanesView, NextLanePlaceholder } from './home-lanes-view';
import { orderLanes } from './lane-games';
import { useLobbyTexts } from './lobby-texts';
import { useNearScreen } from './near-screen';
import { useLobby } from './use-lobby';
import './lobby.css';

const LOADING = { kind: 'loading' } as const;

/** Lanes rendered at once; each later one when it comes near the screen. */
const FIRST_LANES = 2;

/**
 * How many of `total` lanes to render, and the place-holder for the next one. Two at first; each
 * later lane when its place-holder (a lane's grey skeleton, the same height) comes near the screen:
 * on screen before the player's first scroll, within about a screen after it (the rule of the
 * tiles' pictures, near-screen.ts). Every lane is dozens of elements and a dozen tiles' observers:
 * on a cheap phone, rendering lanes nobody has scrolled to kept the main thread busy for a second
 * after the first paint, in commits long enough to delay a tap. A player who tabs into the lanes
 * (keyboard, switch access) gets all of them, one commit per task, so the tab order is complete
 * before they reach its end.
 */
function useLanesOnApproach(total: number): { count: number; more: ReactNode; onFocus: () => void } {
  const [count, setCount] = useState(FIRST_LANES);
  const [all, setAll] = useState(false);
  const next = useCallback(() => startTransition(() => setCount((n) => n + 1)), []);
  useEffect(() => {
    if (!all || count >= total) return;
    const timer = setTimeout(next, 0);
    return () => clearTimeout(timer);
  }, [all, count, total, next]);
  const onFocus = useCallback(() => setAll(true), []);
  // Keyed by the count: each lane's place-holder is a new element, observed afresh.
  const more = count < total && !all ? <NextLane key={count} onNear={next} /> : null;
  return { count, more, onFocus };
}

function NextLane({ onNear }: { onNear: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  useEffect(() => {
    if (near) onNear();
  }, [near, onNear]);
  return <NextLanePlaceholder ref={ref} />;
}

/**
 * Home's lanes, a lazy part (the first paint shows the skeletons in their place). The lanes come in
 * the player's language: a change of language asks again.
 */
export default function HomeLanes({ back }: { back: string }) {
  const { language } = useSnapshot(preferences);
  const load = useCallback(() => fetchGameLanes(language), [language]);
  const [answer, retry] = useAsync(load, lanesAtHand);
  // In the game page's order (the mapper's ordinals), before the lanes are counted out below.
  const lanes = useMemo(() => (answer.kind === 'ready' ? { kind: 'ready' as const, value: orderLanes(answer.value) } : answer), [answer]);
  // Dozens of tiles are a long render on a cheap phone: the first render keeps the skeletons and
  // the lanes follow in a background render, which React splits into slices that leave the main
  // thread free for the player's taps (no long task).
  const deferred = useDeferredValue(lanes, LOADING);
  const { count, more, onFocus } = useLanesOnApproach(deferred.kind === 'ready' ? deferred.value.length : 0);
  const shown = deferred.kind === 'ready' && deferred.value.length > count ? { kind: 'ready' as const, value: deferred.value.slice(0, count) } : deferred;
  const lobby = useLobby();
  const shelf = useShelf(lobby.shelfKey);
  if (!useLobbyTexts()) return null;
  return <HomeLanesView lanes={shown} shelf={shelf} lobby={lobby} back={back} onRetry={retry} more={shown !== deferred ? more : null} onFocus={onFocus} />;
}
