import type { Flow } from '@/runtime/flow';
import { MiniGameOverlay } from './mini-game-overlay';

/** The floating mini-game widget for logged-in members (MINIGAME3): a shell overlay, everything visible lazy. */
export const miniGameFlow = {
  overlays: [MiniGameOverlay],
} satisfies Flow;
