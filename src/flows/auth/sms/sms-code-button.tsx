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
 * The captcha runs first when GEETESTVCODE3 asks for it (captchaNeeded('sms', …)). Sending and the
 * countdown are use-code-send.ts's: one send at a time; the countdown, which belongs to the number
 * it was sent to, ends at `expirationTime`, or after one minute with the Firebase SMS provider
 * (sms-countdown.ts); a TOO_MANY_REQUEST answer starts a one-minute countdown.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSite } from '@/runtime/site';
import { showAlert } from '@/state/ui';
import { captchaNeeded, isCaptchaError, solveCaptcha, type CaptchaFields } from '../captcha';
import { useRegisterTexts } from '../register/register-texts';
import { SmsCodeButtonView } from './sms-code-button-view';
import { deadlineKey } from './sms-countdown';
import { normalizeMobile, sendSmsCode, type SmsTarget } from './sms-send';
import { useCodeSend } from './use-code-send';

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
  const code = useCodeSend(deadlineKey(purpose, countryDialingCode, mobile), {
    provider: features.social.smsProvider,
    onSent,
    onFailed: (error) => {
      if (onFailed) onFailed(error);
      else if (isCaptchaError(error)) void showAlert({ title: t('common.notice'), message: error.message });
      // Any other failure was already alerted by the http layer (server message or unknown error).
    },
  });

  const click = () => {
    if (!mobile) return onMissingMobile();
    return code.run(async () => {
      const context = { captcha: features.captcha, scriptBases: manifest.geetest.scriptBases };
      const captcha = captchaNeeded('sms', features.captcha) ? await solveCaptcha('sms', context) : {};
      return send({ countryDialingCode, mobileNum: mobile }, captcha);
    });
  };

  if (!ready) return <button type="button" className="sms-code-button" disabled aria-hidden="true">…</button>;
  return <SmsCodeButtonView state={code.state} seconds={code.seconds} sent={code.sent} onClick={() => void click()} disabled={disabled} sentLabel={sentLabel} />;
}
