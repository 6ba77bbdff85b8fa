import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSite } from '@/runtime/site';
import { Spinner } from '@/ui/spinner';
import { useSubmitGuard } from '@/ui/use-submit-guard';
import { useLoginTexts } from '../login/login-texts';
import { useRegisterTexts } from '../register/register-texts';
import { useCountryChoice } from '../sms/country-data';
import { CountryPicker } from '../sms/country-picker';
import { SmsCodeButton } from '../sms/sms-code-button';
import { deadlineKey, forgetDeadline } from '../sms/sms-countdown';
import { normalizeMobile } from '../sms/sms-send';
import { EmailCodeButton, emailDeadlineKey } from './email-code-button';
import { ForgotPasswordView, type ShownFailure } from './forgot-password-view';
import { resetHandoffState } from './reset-handoff';
import { targetProblem, type ResetChannel, type ResetValues } from './reset-rules';
import { resetFailureOf, resetPassword, sendResetCode, type ResetFailure, type ResetTarget } from './reset-submit';

/**
 * /m/forgotPassword (public; a member sees the same form): a code by SMS or email, then a new
 * password. Success goes back to the login page with the account's user name filled in and a
 * line saying the password changed, NOT logged in: a code alone must not skip the login's own
 * second factor and captcha. Every remembered login of that account on this device is forgotten
 * (reset-submit.ts). Failures show by their field (reset-submit.ts `resetFailureOf`).
 */
export default function ForgotPasswordScreen() {
  const site = useSite();
  const { t } = useTranslation();
  const loginReady = useLoginTexts();
  const registerReady = useRegisterTexts();
  const country = useCountryChoice();
  const [, navigate] = useLocation();
  const [busy, guard] = useSubmitGuard();
  const [channel, setChannel] = useState<ResetChannel>('sms');
  const [failure, setFailure] = useState<ResetFailure | null>(null);
  // A voided code (too many wrong tries): the send buttons start afresh, with no countdown.
  const [renewals, setRenewals] = useState(0);
  const loginPath = site.routes.pathForScreen('login') ?? '/m/login';
  // Words once per failure: the view focuses the field a new failure names.
  const shown = useMemo<ShownFailure | null>(() => failure && { field: failure.field, message: 'key' in failure ? t(failure.key) : failure.text }, [failure, t]);
  if (!loginReady || !registerReady) return <Spinner label={t('common.loading')} />;

  const targetOf = (c: ResetChannel, typed: string): ResetTarget =>
    c === 'sms' ? { channel: 'sms', countryDialingCode: country.dialingCode, mobileNum: typed } : { channel: 'email', email: typed };
  const show = (error: unknown) => setFailure(resetFailureOf(error));

  const submit = (c: ResetChannel, values: ResetValues) =>
    void guard(async () => {
      setFailure(null);
      const target = targetOf(c, values.target);
      try {
        const userName = await resetPassword(target, values.verificationCode, values.newPassword, site.features.merchant.code);
        navigate(loginPath, { replace: true, state: resetHandoffState(userName) });
      } catch (error) {
        const found = resetFailureOf(error);
        if (found.renew) {
          forgetDeadline(target.channel === 'sms' ? deadlineKey('reset', country.dialingCode, normalizeMobile(target.mobileNum)) : emailDeadlineKey(target.email));
          setRenewals((n) => n + 1);
        }
        setFailure(found);
      }
    });

  const picker = country.show && country.info
    ? <CountryPicker countries={country.info.countries} selected={country.selected} locked={country.locked} onSelect={country.select} />
    : null;
  return (
    <ForgotPasswordView
      channel={channel}
      onChannel={(next) => {
        setChannel(next);
        setFailure(null);
      }}
      picker={picker}
      renderCodeButton={(c, typed, mark) => (c === 'sms'
        ? <SmsCodeButton key={renewals} countryDialingCode={country.dialingCode} mobileNum={typed} purpose="reset" onMissingMobile={() => mark(null)}
          send={(to, captcha) => sendResetCode({ channel: 'sms', ...to }, captcha)} onSent={() => setFailure(null)} onFailed={show}
          sentLabel={t('auth.reset.sent_mobile')} disabled={busy} />
        : <EmailCodeButton key={renewals} email={typed} send={(email) => sendResetCode({ channel: 'email', email })} onSent={() => setFailure(null)} onFailed={show}
          canSend={() => {
            // Nothing typed: the field is marked only, as the mobile number's is.
            const found = targetProblem('email', typed);
            if (found) mark(typed.trim() ? found : null);
            return !found;
          }}
          sentLabel={t('auth.reset.sent_email')} disabled={busy} />)}
      busy={busy}
      failure={shown}
      publicDefault={site.manifest.registration.mobileDefaultPassword ?? null}
      onSubmit={submit}
      onBack={() => navigate(loginPath)}
      loginPath={loginPath}
    />
  );
}
