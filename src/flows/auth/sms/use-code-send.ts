import { useRef, useState } from 'react';
import { isHttpError } from '@/lib/http';
import { rememberDeadline, rememberedDeadline, resendDeadline, RESEND_FALLBACK_MS, useCountdown } from './sms-countdown';

export interface CodeSendOptions {
  /** The SMS provider's rule for the countdown ('firebase': one minute whatever the answer says). */
  provider: 'firebase' | 'default';
  /** After a code was sent, with the resend deadline (epoch ms). */
  onSent?: (deadline: number) => void;
  /** A failure other than TOO_MANY_REQUEST…, for the host to show. */
  onFailed: (error: unknown) => void;
}

export interface CodeSend {
  state: 'idle' | 'sending' | 'countdown';
  seconds: number;
  /** A code was sent to this target (this form, or one opened earlier, within its countdown). */
  sent: boolean;
  /** Sends once at a time; `send` resolves with the server's `{ expirationTime? }`. */
  run: (send: () => Promise<{ expirationTime?: unknown }>) => Promise<void>;
}

/**
 * What a "send code" button does, for an SMS number or an email address alike: one send at a time,
 * then a countdown to the answer's `expirationTime`. The countdown belongs to the target it was
 * sent to (`key`, sms-countdown.ts `deadlineKey`), remembered for the page's life: another target
 * typed since may be sent to at once, and the first one's countdown is back when it is typed again,
 * or when a form is opened again. TOO_MANY_REQUEST (silent in the http catalogue) starts a
 * one-minute countdown: the server says a code was just sent, so waiting is the answer.
 */
export function useCodeSend(key: string, o: CodeSendOptions): CodeSend {
  const [sending, setSending] = useState(false);
  const [started, setStarted] = useState<{ key: string; at: number } | null>(null);
  const busy = useRef(false);
  const remembered = rememberedDeadline(key, Date.now());
  const seconds = useCountdown(started?.key === key ? started.at : remembered);

  const start = (at: number) => {
    rememberDeadline(key, at);
    setStarted({ key, at });
  };
  const run = async (send: () => Promise<{ expirationTime?: unknown }>) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const value = await send();
      const at = resendDeadline(value.expirationTime, o.provider, Date.now());
      start(at);
      o.onSent?.(at);
    } catch (error) {
      if (isHttpError(error) && error.code.startsWith('TOO_MANY_REQUEST')) start(Date.now() + RESEND_FALLBACK_MS);
      else o.onFailed(error);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };
  return { state: sending ? 'sending' : seconds > 0 ? 'countdown' : 'idle', seconds, sent: started?.key === key || remembered !== null, run };
}
