import { useRegisterTexts } from '../register/register-texts';
import { SmsCodeButtonView } from '../sms/sms-code-button-view';
import { deadlineKey } from '../sms/sms-countdown';
import { useCodeSend } from '../sms/use-code-send';

export interface EmailCodeButtonProps {
  email: string;
  /** Called instead of sending when the address is empty or malformed: the host marks its field. */
  canSend: () => boolean;
  send: (email: string) => Promise<{ expirationTime?: unknown }>;
  /** A failure other than TOO_MANY_REQUEST_EMAIL, for the host to show by its fields. */
  onFailed: (error: unknown) => void;
  /** After a code was sent. */
  onSent?: () => void;
  sentLabel: string;
  disabled?: boolean;
}

/** The key of an address's resend deadline (the SMS button keys a number the same way). */
export const emailDeadlineKey = (email: string) => deadlineKey('reset', 'email', email.trim().toLowerCase());

/**
 * The email tab's "Send code": the SMS code button's look and rules (sms-code-button.tsx,
 * use-code-send.ts) for an address: one send at a time, a countdown to `expirationTime` kept per
 * address for the page's life, and TOO_MANY_REQUEST_EMAIL starting the one-minute countdown.
 * No captcha: GEETESTVCODE3 is about texting a number.
 */
export function EmailCodeButton({ email, canSend, send, onFailed, onSent, sentLabel, disabled }: EmailCodeButtonProps) {
  const ready = useRegisterTexts();
  const code = useCodeSend(emailDeadlineKey(email), { provider: 'default', onSent: () => onSent?.(), onFailed });
  const click = () => (canSend() ? code.run(() => send(email)) : undefined);

  if (!ready) return <button type="button" className="sms-code-button" disabled aria-hidden="true">…</button>;
  return <SmsCodeButtonView state={code.state} seconds={code.seconds} sent={code.sent} onClick={() => void click()} disabled={disabled} sentLabel={sentLabel} />;
}
