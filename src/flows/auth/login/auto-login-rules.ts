/**
 * When the login page logs in by itself with the remembered credentials:
 * on mount, unless the address carries a token, a redirectUrl or a backUrl, a session already
 * exists, or autoLogin is '0' (in the address, or stored: `token_ip_different` and an explicit
 * logout set it, a login by hand clears it). Skipped for SMS-type credentials (no password is kept)
 * and for another merchant's record. The merchant switches the whole feature with MOBILEAUTOLOGIN3
 * (`features.autoLogin`).
 *
 *   autoLoginDecision({ enabled: true, query: '?backUrl=/m/game', … })  → { run: false, reason: 'backUrl' }
 */
export interface AutoLoginFacts {
  enabled: boolean;
  /** The login page's query string. */
  query: string;
  hasSession: boolean;
  /** The stored autoLogin value (local storage), if any. */
  storedAutoLogin: string | null;
  record: { type: 'username' | 'sms'; merchant: string; hasPassword: boolean } | null;
  merchantCode: string;
}

export type AutoLoginSkip = 'disabled' | 'no-record' | 'token' | 'session' | 'redirectUrl' | 'backUrl' | 'autoLogin-0' | 'sms' | 'other-merchant';

export type AutoLoginDecision = { run: true } | { run: false; reason: AutoLoginSkip };

export function autoLoginDecision(f: AutoLoginFacts): AutoLoginDecision {
  const q = new URLSearchParams(f.query);
  const skip = (reason: AutoLoginSkip): AutoLoginDecision => ({ run: false, reason });
  if (!f.enabled) return skip('disabled');
  if (!f.record) return skip('no-record');
  if (q.get('token') || q.get('tokens')) return skip('token');
  if (f.hasSession) return skip('session');
  if (q.has('redirectUrl')) return skip('redirectUrl');
  if (q.has('backUrl')) return skip('backUrl');
  if (q.get('autoLogin') === '0' || f.storedAutoLogin === '0') return skip('autoLogin-0');
  if (f.record.type === 'sms' || !f.record.hasPassword) return skip('sms');
  if (f.record.merchant !== f.merchantCode) return skip('other-merchant');
  return { run: true };
}
