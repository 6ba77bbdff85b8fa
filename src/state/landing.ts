import { proxy } from 'valtio';
import { storage } from '@/lib/storage';

/**
 * A session that came from a link (`?token=` / `?tokens=` in the landing URL, checked with the
 * server by app/query-token.ts before it was stored). A link from a messenger or another site
 * opens a tab of its own, with no session, so whoever wrote the link chooses the account: the
 * player is told whose account this is (the member flow's banner, with a way out) and is asked
 * once, before the first navigation that hands the token to another page (the cashier), whether
 * to carry on as that member (docs/decisions.md, "A link's account is named and confirmed").
 *
 *   sessionStorage['landed-account'] = {"userName":"demo","banner":true,"confirmed":false}
 *
 * Kept in session storage beside the session, and ended with it: a logout clears session storage
 * (state/session.ts clearSession), and a session with another token (a login) forgets it. Not in
 * STORE_KEYS: this module is its only reader. A landing whose token was not taken leaves `refused`
 * for the page to say so (memory only: a reload no longer carries the link).
 */
export interface LandedAccount {
  userName: string;
  /** The banner is still up: the player has neither kept the account nor left it. */
  banner: boolean;
  /** The player said "continue as this member": no more asking for this session. */
  confirmed: boolean;
}

/** Why a link's token was not taken: the server refused it, or it could not be asked. */
export type LandingRefusal = 'invalid' | 'unchecked';

interface Asking {
  resolve: (carryOn: boolean) => void;
}

export const LANDED_KEY = 'landed-account';

export const landing = proxy<{ account: LandedAccount | null; refused: LandingRefusal | null; asking: Asking | null }>({
  account: null,
  refused: null,
  asking: null,
});

function save(): void {
  if (landing.account) storage.setJson('session', LANDED_KEY, landing.account);
  else storage.remove('session', LANDED_KEY);
}

/** After a session was restored: its landing, if it came from a link and this tab still holds it. */
export function restoreLanding(hasSession: boolean): void {
  const stored = hasSession ? storage.getJson<Partial<LandedAccount>>('session', LANDED_KEY) : null;
  landing.account = stored && typeof stored.userName === 'string'
    ? { userName: stored.userName, banner: stored.banner === true, confirmed: stored.confirmed === true }
    : null;
}

/** The link's token was checked and stored: name the account until the player answers. */
export function markLanded(userName: string): void {
  landing.refused = null;
  landing.account = { userName, banner: true, confirmed: false };
  save();
}

export function landingRefused(why: LandingRefusal): void {
  landing.refused = why;
}

export function dismissRefusal(): void {
  landing.refused = null;
}

/** "That's me" on the banner: it goes; the cashier still asks (the banner is easy to wave away). */
export function keepLandedAccount(): void {
  if (!landing.account) return;
  landing.account = { ...landing.account, banner: false };
  save();
}

/**
 * Before a navigation that hands the token on (the cashier's deposit and withdrawal, a voucher's
 * deposit): true at once for a session that did not come from a link, or one the player already
 * confirmed; otherwise the member flow's dialog asks, and this settles with the answer (false: the
 * player backed out or logged out; the caller does nothing). One question at a time: a second
 * caller gets the same answer.
 */
let pending: Promise<boolean> | null = null;

export function confirmLandedAccount(): Promise<boolean> {
  if (!landing.account || landing.account.confirmed) return Promise.resolve(true);
  pending ??= new Promise<boolean>((resolve) => {
    landing.asking = { resolve };
  });
  return pending;
}

/** The dialog's answer: `true` carries on as this member, and is remembered for the session. */
export function answerLandedAccount(carryOn: boolean): void {
  const asking = landing.asking;
  if (carryOn && landing.account) {
    landing.account = { ...landing.account, banner: false, confirmed: true };
    save();
  }
  landing.asking = null;
  pending = null;
  asking?.resolve(carryOn);
}

/** The session ended or was replaced: nothing of its landing stays, and a pending question is answered no. */
export function forgetLanding(): void {
  const asking = landing.asking;
  landing.account = null;
  landing.asking = null;
  pending = null;
  storage.remove('session', LANDED_KEY);
  asking?.resolve(false);
}
