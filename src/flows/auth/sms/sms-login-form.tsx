import { useTranslation } from '@/lib/i18n/use-translation';
import { Spinner } from '@/ui/spinner';
import { useCountryChoice } from './country-data';
import { CountryPicker } from './country-picker';
import { useRegisterTexts } from '../register/register-texts';
import { SmsCodeButton } from './sms-code-button';
import { SmsLoginView } from './sms-login-view';

export interface SmsLoginFormProps {
  busy: boolean;
  error: string | null;
  onSubmit: (input: { countryDialingCode: string; mobileNum: string; verificationCode: string }) => void;
  /** The mobile number typed before a reload (ui/form-draft.ts). */
  initialMobile?: string;
}

/**
 * The login screen's "Mobile" tab (loaded lazily by it): country picker + mobile number + code
 * with its send button. The host submits (`submitSmsLogin` in sms-login.ts, with the captcha when
 * needed) and decides what happens after login.
 *
 *   const SmsLoginForm = lazy(() => import('./sms-login-form'));
 *   <SmsLoginForm busy={busy} error={error} onSubmit={(input) => void loginBySms(input)} />
 */
export default function SmsLoginForm({ busy, error, onSubmit, initialMobile }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const ready = useRegisterTexts();
  const country = useCountryChoice();
  if (!ready) return <Spinner label={t('common.loading')} />;
  const picker = country.show && country.info
    ? <CountryPicker countries={country.info.countries} selected={country.selected} locked={country.locked} onSelect={country.select} />
    : null;
  return (
    <SmsLoginView
      busy={busy}
      error={error}
      picker={picker}
      initial={initialMobile ? { mobileNum: initialMobile } : undefined}
      renderCodeButton={(mobileNum, onMissingMobile) => (
        <SmsCodeButton countryDialingCode={country.dialingCode} mobileNum={mobileNum} onMissingMobile={onMissingMobile} purpose="login" disabled={busy} />
      )}
      onSubmit={(input) => onSubmit({ ...input, countryDialingCode: country.dialingCode })}
    />
  );
}
