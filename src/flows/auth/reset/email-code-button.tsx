import { useRef, useState } from 'react';
import { isHttpError } from '@/lib/http';
import { useRegisterTexts } from '../register/register-texts';
import { SmsCodeButtonView } from '../sms/sms-code-button-view';
import { deadlineKey, rememberDeadline, rememberedDeadline, resendDeadline, RESEND_FALLBACK_MS, useCountdown } from '../sms/sms-countdown';

export interface EmailCodeButtonProps {
  email: string;
  /** Called instead of sending when the address is empty or malformed: the host marks its field. */
  canSend: () => boolean;
  send: (email: string) => Promise<{ expirationTime?: unknown }>;
  /** A failure other than TOO_MANY_REQUEST_EMAIL, for the host to show by its fields. */
  onFailed: (error: unknown) => void;
  /** After a code was sent (or the server said one just was). */
  onSent?: () => void;
  sentLabel: string;
  disabled?: boolean;
}

/** The key of an address's resend deadline (the SMS button keys a number the same way). */
export const emailDeadlineKey = (email: string) => deadlineKey('reset', 'email', email.trim().toLowerCase());

/**
 * The email tab's "Send code": the SMS code button's look and rules (sms-code-button.tsx) for an
 * address: one send at a time, a countdown to `expirationTime` kept per address for the page's
 * life, and TOO_MANY_REQUEST_EMAIL (silent in the catalogue) starting the one-minute countdown.
 * No captcha: GEETESTVCODE3 is about texting a number.
 */
export function EmailCodeButton({ email, canSend, send, onFailed, onSent, sentLabel, disabled }: EmailCodeButtonProps) {
  const ready = useRegisterTexts();
  const key = emailDeadlineKey(email);
  const [sending, setSending] = useState(false);
  // The deadline belongs to the address it was sent to: another address typed since may be sent to.
  const [started, setStarted] = useState<{ key: string; at: number } | null>(null);
  const busy = useRef(false);
  const remembered = rememberedDeadline(key, Date.now());
  const seconds = useCountdown(started?.key === key ? started.at : remembered);
  const sent = started?.key === key || remembered !== null;

  const start = (at: number) => {
    rememberDeadline(key, at);
    setStarted({ key, at });
  };
  const click = async () => {
    if (!canSend() || busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const value = await send(email);
      start(resendDeadline(value.expirationTime, 'default', Date.now()));
      onSent?.();
    } catch (error) {
      if (isHttpError(error) && error.code.startsWith('TOO_MANY_REQUEST')) start(Date.now() + RESEND_FALLBACK_MS);
      else onFailed(error);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  if (!ready) return <button type="button" className="sms-code-button" disabled aria-hidden="true">…</button>;
  const state = sending ? 'sending' : seconds > 0 ? 'countdown' : 'idle';
  return <SmsCodeButtonView state={state} seconds={seconds} sent={sent} onClick={() => void click()} disabled={disabled} sentLabel={sentLabel} />;
}
