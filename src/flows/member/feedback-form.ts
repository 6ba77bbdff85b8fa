import { isHttpError, serverMessageOf } from '@/lib/http';
import type { FeedbackBody } from '@/lib/wire/calls/feedback';
import { storage } from '@/lib/storage';

/**
 * The feedback form's rules. What the player typed is never lost: it stays in the form through
 * any failure (timeout, 5xx, offline, a refusal), and a draft is kept in session storage so a
 * reload (a chunk that failed offline reloads the page) brings it back. A sent message clears it.
 * The key ends in `-draft`: a logout the player did not ask for (a 401) keeps it for the account
 * that typed it, so logging in again brings the page back with it (state/session-drafts.ts).
 *
 *   sessionStorage['feedback-draft'] = {"category":"deposit","message":"My deposit…","contact":""}
 */
export type Category = FeedbackBody['category'];
export const CATEGORIES: readonly Category[] = ['deposit', 'withdrawal', 'games', 'promotions', 'account', 'suggestion', 'other'];
export const MAX_MESSAGE = 1000;
export const MAX_CONTACT = 100;

export interface Draft {
  category: Category;
  message: string;
  contact: string;
}

export const EMPTY_DRAFT: Draft = { category: 'deposit', message: '', contact: '' };
const DRAFT_KEY = 'feedback-draft';

export function readDraft(): Draft {
  const raw = storage.getJson<Partial<Draft>>('session', DRAFT_KEY);
  if (!raw) return EMPTY_DRAFT;
  return {
    category: CATEGORIES.includes(raw.category as Category) ? (raw.category as Category) : EMPTY_DRAFT.category,
    message: typeof raw.message === 'string' ? raw.message.slice(0, MAX_MESSAGE) : '',
    contact: typeof raw.contact === 'string' ? raw.contact.slice(0, MAX_CONTACT) : '',
  };
}

export function keepDraft(draft: Draft): void {
  if (draft.message || draft.contact) storage.setJson('session', DRAFT_KEY, draft);
  else storage.remove('session', DRAFT_KEY);
}

export const dropDraft = (): void => storage.remove('session', DRAFT_KEY);

/** The body sent: trimmed, an empty contact as null. Null when there is no message to send. */
export function feedbackBody(draft: Draft): FeedbackBody | null {
  const message = draft.message.trim();
  if (!message) return null;
  return { category: draft.category, message, contact: draft.contact.trim() || null };
}

/** Why a send failed, for the message shown: the server's own words when it gave any. */
export type SendFailure = { kind: 'offline' } | { kind: 'timeout' } | { kind: 'server' } | { kind: 'refused'; message: string };

export function sendFailure(error: unknown, online = typeof navigator === 'undefined' || navigator.onLine): SendFailure {
  if (!online) return { kind: 'offline' };
  if (!isHttpError(error)) return { kind: 'server' };
  if (error.code === 'ECONNABORTED') return { kind: 'timeout' };
  if (error.code === 'network.error') return { kind: 'offline' };
  const message = serverMessageOf(error);
  return message && (error.status ?? 200) < 500 ? { kind: 'refused', message } : { kind: 'server' };
}
