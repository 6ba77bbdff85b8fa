import type { WireCall } from '../define-call';

/**
 * The player's feedback (this product's decision: the page was named, not its call). The
 * form says itself what went wrong and keeps what was typed, so no dialog. Not retried: a POST.
 * `reference` is the server's ticket number, shown to the player.
 */
export interface FeedbackBody {
  category: 'deposit' | 'withdrawal' | 'games' | 'promotions' | 'account' | 'suggestion' | 'other';
  message: string;
  contact: string | null;
}

export const sendFeedback: WireCall<{ body: FeedbackBody }, { reference: string }> = { method: 'POST', path: '/wps/member/feedback', auth: 'token', alert: 'caller', timeoutMs: 15000 };
