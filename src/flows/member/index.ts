import { lazyScreen, type Flow } from '@/runtime/flow';

/** The member centre. */
export const memberFlow = {
  screens: { memberHome: lazyScreen(() => import('./member-home-screen')) },
} satisfies Flow;
