import { NOT_LOGGED_IN_CODES } from '@/lib/http/error-policy';
import { readEnvelope } from '@/lib/http/envelope';
import { normalizeLanguage } from '@/lib/i18n/languages';
import { memberInfo } from '@/lib/wire/calls/member-info';
import { tokenFromQuery } from '@/runtime/steps/guard';
import type { MerchantRecord } from '@/runtime/steps/merchant-record';
import { landingRefused, markLanded } from '@/state/landing';
import { storedLanguage } from '@/state/preferences';
import { session, setSession } from '@/state/session';

/**
 * A token in the landing URL (`?token=` / `?tokens=`): how the native app and other products hand
 * a session over. It leaves the address at once, before anything else of start-up runs and long
 * before any third-party script may (docs/decisions.md, "The landing token in the page").
 *
 * - The tab already has a session: it is kept and the link's token is dropped ("A link's token
 *   never replaces a session").
 * - Otherwise the token is checked with the server first (GET /wps/member/info with it): only a
 *   token the server answers for, with a member's name, is stored, and the landing is marked so the
 *   page names the account and the cashier asks once (state/landing.ts; docs/decisions.md, "A
 *   link's account is named and confirmed"). A token the server refuses, or that cannot be checked
 *   (no answer within 5 s, a server failure), is never stored: the player stays a visitor and the
 *   page says why.
 *
 * Start-up waits for the check (app/boot.ts): the first screen must know whether there is a session.
 * It runs before lib/http is configured, so it is one plain request here, with the headers every
 * /wps call carries.
 */
export type LandingCheck =
  | { kind: 'valid'; id: string; userName: string; type: number }
  | { kind: 'invalid' }
  | { kind: 'unchecked' };

export const LANDING_CHECK_MS = 5000;

type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'text'>>;

export async function checkLandingToken(token: string, headers: { merchantCode: string; language: string }, fetchImpl: Fetch = (url, init) => fetch(url, init)): Promise<LandingCheck> {
  let status: number;
  let body: string;
  try {
    const response = await fetchImpl(memberInfo.path, {
      headers: { Merchant: headers.merchantCode, Language: headers.language, Authorization: token },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(LANDING_CHECK_MS),
    });
    status = response.status;
    body = await response.text();
  } catch {
    return { kind: 'unchecked' };
  }
  const outcome = readEnvelope(status, body);
  if (outcome.ok) {
    const value = (outcome.value ?? {}) as Record<string, unknown>;
    const userName = typeof value.userName === 'string' ? value.userName.trim() : '';
    const type = Number(value.type ?? -1);
    // A visitor's answer (type -1) or one without a name is no member to hand over.
    if (!userName || !Number.isFinite(type) || type === -1) return { kind: 'invalid' };
    return { kind: 'valid', id: String(value.id ?? ''), userName, type };
  }
  if (outcome.status === 401 || NOT_LOGGED_IN_CODES.has(outcome.code)) return { kind: 'invalid' };
  // No usable answer (a 5xx, a proxy's page): the token could not be judged.
  if (outcome.status >= 500 || outcome.code === 'response.invalid') return { kind: 'unchecked' };
  return { kind: 'invalid' };
}

function dropTokenFromAddress(): void {
  const url = new URL(location.href);
  url.searchParams.delete('token');
  url.searchParams.delete('tokens');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

export async function adoptQueryToken(
  entry: Pick<MerchantRecord, 'merchantCode' | 'languages'>,
  check: typeof checkLandingToken = checkLandingToken,
): Promise<void> {
  const token = tokenFromQuery(location.search);
  if (!token) return;
  dropTokenFromAddress();
  if (session.info?.token) return;
  const language = normalizeLanguage(storedLanguage()) ?? normalizeLanguage(entry.languages.default) ?? 'EN';
  const answer = await check(token, { merchantCode: entry.merchantCode, language });
  if (answer.kind !== 'valid') return landingRefused(answer.kind);
  setSession({ token, merchantCode: entry.merchantCode, id: answer.id, userName: answer.userName, type: answer.type });
  markLanded(answer.userName);
}
