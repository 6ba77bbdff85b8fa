import { lazyScreen, type Flow } from '@/runtime/flow';
import { landsOnLobby } from '@/policy/lobby-landing';
import { fetchGameLanes } from './lobby/game-lanes';
import { BottomNav } from './nav/bottom-nav';

/**
 * The lobby. Its screen is a landing screen: its own chunk, which start-up fetches in parallel with
 * the status call (so a members-only merchant's login landing does not carry it). A landing on it
 * starts the screen's chunk and the lanes at once, rather than after the manifest
 * or the first render; the screen finds each done or in flight.
 * The game page shares the lobby's lazy chunk; the chat page (chat/) shares the launch pages' chunk.
 * The bottom navigation is a shell overlay: a tiny decision and a small bar in the first load, whose
 * chat button's unread badge is a lazy part.
 */
const homeScreen = lazyScreen(() => import('./home/home-screen'));

export const gamesFlow = {
  screens: {
    home: homeScreen,
    game: lazyScreen(() => import('./lobby/lobby-parts').then((m) => ({ default: m.GameScreen }))),
    launchGame: lazyScreen(() => import('./launch/launch-pages').then((m) => ({ default: m.LaunchScreen }))),
    trialGame: lazyScreen(() => import('./launch/launch-pages').then((m) => ({ default: m.TrialScreen }))),
    chat: lazyScreen(() => import('./launch/launch-pages').then((m) => ({ default: m.ChatScreen }))),
  },
  overlays: [BottomNav],
  early: ({ entry, hasSession }) => {
    if (!landsOnLobby(entry.home, location.pathname, hasSession)) return;
    // What the lobby's first render waits for starts now, beside the manifest and the status call:
    // the screen's chunk and the lanes. The first banner (the page's largest paint) is in the
    // page's HTML (the merchant's shell, scripts/build-shells.ts) or in the service worker's cache.
    void homeScreen.preload?.().catch(() => undefined);
    void fetchGameLanes().catch(() => undefined);
  },
} satisfies Flow;
