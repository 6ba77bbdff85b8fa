import { lazyScreen, type Flow } from '@/runtime/flow';
import { LandingOverlay } from './landing/landing-overlay';

/**
 * The member centre and the feedback page; and, above every screen, what a session that came from
 * a link shows (landing/: whose account, the way out, the one question before the cashier).
 */
export const memberFlow = {
  screens: {
    memberHome: lazyScreen(() => import('./member-home-screen')),
    feedback: lazyScreen(() => import('./feedback-screen')),
  },
  overlays: [LandingOverlay],
} satisfies Flow;
