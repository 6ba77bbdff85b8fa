/**
 * SmsCodeButton: "send code" for any form with a mobile number (SMS login, mobile registration,
 * the second-factor modal's SMS tab). It sends the code itself and then counts down.
 *
 * Props:
 * - `countryDialingCode` — sent as is ('+84'); '' when the merchant has none.
 * - `mobileNum` — as typed; spaces, dashes, dots and brackets are removed before sending.
 * - `onMissingMobile()` — called instead of sending when the number is empty: the host highlights
 *   and focuses its mobile field (sending a code requires a mobile number).
 * - `purpose?` — 'login' (default) | 'register' | 'second-factor' | 'reset': keys the remembered
 *   resend deadline, so closing and reopening a form keeps the countdown of that number.
 * - `send?(target, captcha)` — replaces POST /wps/verification/sms/noLogin (e.g. Firebase phone
 *   sign-in); resolves with `{ expirationTime? }`.
 * - `onSent?(deadline)` — after a code was sent (deadline in epoch ms).
 * - `disabled?` — while the host form submits.
 * - `onFailed?(error)` — a failure other than TOO_MANY_REQUEST (a server refusal, a captcha error)
 *   is the host's to show, by its fields: for a send call whose row says `alert: 'caller'`. Without
 *   it a captcha error is an alert and the http layer has alerted the rest.
 * - `sentLabel?` — what the status line says once a code is sent (default: sent to your phone).
 *
 *   <SmsCodeButton countryDialingCode={country.dialingCode} mobileNum={mobile}
 *     onMissingMobile={() => { setMissing(true); mobileRef.current?.focus(); }} />
 *
 * The captcha runs first when GEETESTVCODE3 asks for it (captchaNeeded('sms', …)). One send at a
 * time. The countdown ends at `expirationTime`, or after one minute with the Firebase SMS provider
 * (sms-countdown.ts). A TOO_MANY_REQUEST answer (silent in the http catalogue) starts a one-minute
 * countdown: the server says a code was just sent, so waiting is the answer.
 */
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { isHttpError } from '@/lib/http';
import { useSite } from '@/runtime/site';
import { showAlert } from '@/state/ui';
import { captchaNeeded, isCaptchaError, solveCaptcha, type CaptchaFields } from '../captcha';
import { useRegisterTexts } from '../register/register-texts';
import { SmsCodeButtonView } from './sms-code-button-view';
import { deadlineKey, rememberDeadline, rememberedDeadline, resendDeadline, RESEND_FALLBACK_MS, useCountdown } from './sms-countdown';
import { normalizeMobile, sendSmsCode, type SmsTarget } from './sms-send';

export interface SmsCodeButtonProps {
  countryDialingCode: string;
  mobileNum: string;
  onMissingMobile: () => void;
  purpose?: 'login' | 'register' | 'second-factor' | 'reset';
  send?: (target: SmsTarget, captcha: CaptchaFields) => Promise<{ expirationTime?: unknown }>;
  onSent?: (deadline: number) => void;
  disabled?: boolean;
  onFailed?: (error: unknown) => void;
  sentLabel?: string;
}

export function SmsCodeButton({ countryDialingCode, mobileNum, onMissingMobile, purpose = 'login', send = sendSmsCode, onSent, disabled, onFailed, sentLabel }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const { features, manifest } = useSite();
  const ready = useRegisterTexts();
  const mobile = normalizeMobile(mobileNum);
  const key = deadlineKey(purpose, countryDialingCode, mobile);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(() => rememberedDeadline(key, Date.now()) !== null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const busy = useRef(false);
  // A deadline set for this number earlier (this form or an earlier one) still holds.
  const current = deadline ?? rememberedDeadline(key, Date.now());
  const seconds = useCountdown(current);

  const start = (at: number) => {
    rememberDeadline(key, at);
    setDeadline(at);
    setSent(true);
  };

  const click = async () => {
    if (!mobile) return onMissingMobile();
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const context = { captcha: features.captcha, scriptBases: manifest.geetest.scriptBases };
      const captcha = captchaNeeded('sms', features.captcha) ? await solveCaptcha('sms', context) : {};
      const value = await send({ countryDialingCode, mobileNum: mobile }, captcha);
      const at = resendDeadline(value.expirationTime, features.social.smsProvider, Date.now());
      start(at);
      onSent?.(at);
    } catch (error) {
      if (isHttpError(error) && error.code.startsWith('TOO_MANY_REQUEST')) start(Date.now() + RESEND_FALLBACK_MS);
      else if (onFailed) onFailed(error);
      else if (isCaptchaError(error)) void showAlert({ title: t('common.notice'), message: error.message });
      // Any other failure was already alerted by the http layer (server message or unknown error).
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  if (!ready) return <button type="button" className="sms-code-button" disabled aria-hidden="true">…</button>;
  const state = sending ? 'sending' : seconds > 0 ? 'countdown' : 'idle';
  return <SmsCodeButtonView state={state} seconds={seconds} sent={sent} onClick={() => void click()} disabled={disabled} sentLabel={sentLabel} />;
}
