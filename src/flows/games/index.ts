import { lazyScreen, type Flow } from '@/runtime/flow';
import { landsOnLobby } from '@/runtime/lobby-landing';
import { fetchGameLanes } from './lobby/game-lanes';
import HomeScreen from './home/home-screen';

/**
 * The lobby. Its screen is in the first load: it is the landing page. A landing on it asks for the
 * lanes at once, in parallel with the status call, rather than after the first render: they are the
 * page's largest content. The screen finds the call (its own cached call) done or in flight.
 */
export const gamesFlow = {
  screens: {
    home: HomeScreen,
    launchGame: lazyScreen(() => import('./launch/launch-screen')),
    trialGame: lazyScreen(() => import('./launch/trial-screen')),
  },
  early: ({ entry, hasSession }) => {
    if (landsOnLobby(entry.home, location.pathname, hasSession)) void fetchGameLanes().catch(() => undefined);
  },
} satisfies Flow;
