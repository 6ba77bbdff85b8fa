import { lazyScreen, type Flow } from '@/runtime/flow';

/** The member centre and the feedback page. */
export const memberFlow = {
  screens: {
    memberHome: lazyScreen(() => import('./member-home-screen')),
    feedback: lazyScreen(() => import('./feedback-screen')),
  },
} satisfies Flow;
