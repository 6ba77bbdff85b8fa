import { STORE_KEYS, storage } from '@/lib/storage';

/**
 * What a logout keeps of session storage. Form drafts are session keys whose names end in `-draft`
 * (the feedback form's `feedback-draft`, the register and login forms' `form-draft`).
 *
 * - A logout the player did not ask for (HTTP 401, a not-logged-in code, a mirrored iOS session
 *   the server refused) keeps the drafts, and notes whose they are (`draft-owner`: merchant and
 *   account), so logging in again brings back what was typed.
 * - The player's own Log out keeps nothing: they chose to leave, and the next person on the device
 *   must not find what they typed.
 * - The next session decides: the same account takes the drafts over; any other account (or a
 *   session whose account is not known yet, a bare landing token) drops them unread.
 *
 *   forced logout of LVN/17:  { session-info, http-cache:…, feedback-draft } → { feedback-draft, draft-owner: "LVN/17" }
 *   login as LVN/17:          → { session-info, feedback-draft }
 *   login as LVN/18:          → { session-info }
 */
export const isDraftKey = (key: string): boolean => key.endsWith('-draft');

/** Whose drafts: the merchant and the account (its id, else its user name). */
export function draftOwnerOf(info: { merchantCode: string; id: string; userName: string }): string {
  return `${info.merchantCode}/${info.id || info.userName}`;
}

/** A forced logout's clearing: everything but the drafts and, when a session ended with drafts, whose they are. */
export function clearKeepingDrafts(owner: string | null): void {
  let drafts = false;
  storage.clear('session', (key) => {
    drafts ||= isDraftKey(key);
    return isDraftKey(key) || key === STORE_KEYS.draftOwner;
  });
  if (!owner) return;
  if (drafts) storage.set('session', STORE_KEYS.draftOwner, owner);
  else storage.remove('session', STORE_KEYS.draftOwner);
}

/** A session starts for `owner`: drafts a forced logout kept for another account go. */
export function settleDrafts(owner: string): void {
  const kept = storage.get('session', STORE_KEYS.draftOwner);
  if (kept === null) return;
  if (kept !== owner) storage.clear('session', (key) => !isDraftKey(key));
  storage.remove('session', STORE_KEYS.draftOwner);
}
