import { lazyScreen, type Flow } from '@/runtime/flow';
import { landsOnLobby } from '@/runtime/lobby-landing';
import { fetchGameLanes } from './lobby/game-lanes';
import { BottomNav } from './nav/bottom-nav';

/**
 * The lobby. Its screen is a landing screen: its own chunk, which start-up fetches in parallel with
 * the status call (so a members-only merchant's login landing does not carry it). A landing on it
 * also asks for the lanes at once rather than after the first render: they are the page's largest
 * content. The screen finds the call (its own cached call) done or in flight.
 * The game page shares the lobby's lazy chunk. The bottom navigation is a shell overlay: a tiny
 * decision and a small bar in the first load.
 */
export const gamesFlow = {
  screens: {
    home: lazyScreen(() => import('./home/home-screen')),
    game: lazyScreen(() => import('./lobby/lobby-parts').then((m) => ({ default: m.GameScreen }))),
    launchGame: lazyScreen(() => import('./launch/launch-pages').then((m) => ({ default: m.LaunchScreen }))),
    trialGame: lazyScreen(() => import('./launch/launch-pages').then((m) => ({ default: m.TrialScreen }))),
  },
  overlays: [BottomNav],
  early: ({ entry, hasSession }) => {
    if (landsOnLobby(entry.home, location.pathname, hasSession)) void fetchGameLanes().catch(() => undefined);
  },
} satisfies Flow;
