import { useRef, useState, type ReactNode } from 'react';
import type { ConfirmationResult } from 'firebase/auth';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CipherUnavailableError, serverMessageOf } from '@/lib/http';
import { translate } from '@/lib/i18n/i18n';
import { useSite } from '@/runtime/site';
import { useCredentialFields } from '@/state/credential-fields';
import { useOverlayTurn } from '@/state/overlay-queue';
import { useSubmitGuard } from '@/ui/use-submit-guard';
import { useCountryChoice } from '../sms/country-data';
import type { LoginValue } from '../session/login-destination';
import { loadLoginTexts } from '../login/login-texts';
import { SmsCodeButton } from '../sms/sms-code-button';
import type { SmsTarget } from '../sms/sms-send';
import { firebaseErrorText, isFirebaseError } from '../social/social-errors';
import { missingField, tabsFor, verificationBody, type RequiredMethods, type SecondFactorField, type SecondFactorMethod, type SecondFactorValues } from './second-factor-methods';
import { runSuccessSequence } from './second-factor-success';
import { verifySecondFactor } from './second-factor-verify';
import { SecondFactorView } from './second-factor-view';

interface Credentials {
  username: string;
  password: string;
}

/**
 * Opens the modal above the login page (`show` is the page's overlay slot) and resolves with the
 * login answer once the second factor passed and the success sequence ran, or null when the player
 * closed it (the form is then usable again; no token was stored).
 */
export async function openSecondFactor(methods: RequiredMethods, credentials: Credentials, show: (overlay: ReactNode) => void): Promise<LoginValue | null> {
  await loadLoginTexts().catch(() => undefined);
  return new Promise((resolve) => {
    const cancel = () => {
      show(null);
      resolve(null);
    };
    show(<SecondFactorModal methods={methods} credentials={credentials} onCancel={cancel} onClose={() => show(null)} onVerified={resolve} />);
  });
}

/** Exported for its tests, which inject `verify` (the real one needs the server's RSA key). */
export function SecondFactorModal({ methods, credentials, onCancel, onClose, onVerified, verify = verifySecondFactor }: {
  methods: RequiredMethods;
  credentials: Credentials;
  onCancel: () => void;
  onClose: () => void;
  onVerified: (value: LoginValue) => void;
  verify?: typeof verifySecondFactor;
}) {
  const tabs = tabsFor(methods);
  const [tab, setTab] = useState<SecondFactorMethod>(tabs[0] ?? 'sms');
  const [values, setValues] = useState<SecondFactorValues>({});
  const [missing, setMissing] = useState<SecondFactorField | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [busy, guard] = useSubmitGuard();
  const country = useCountryChoice();
  const { t } = useTranslation();
  const { features, manifest } = useSite();
  // Under the Firebase SMS provider, Firebase sends the SMS code and turns it into an ID token.
  const firebase = features.social.smsProvider === 'firebase' ? manifest.firebase : undefined;
  const confirmation = useRef<ConfirmationResult | null>(null);
  const recaptcha = useRef<HTMLDivElement>(null);
  const sendWithFirebase = firebase && (async (target: SmsTarget) => {
    const { sendSecondFactorCode } = await import('./second-factor-firebase');
    try {
      confirmation.current = await sendSecondFactorCode(firebase, target.countryDialingCode, target.mobileNum, recaptcha.current ?? document.body);
    } catch (failure) {
      // Said in the modal, where the number stays (the button's own alert is for server errors).
      setError(isFirebaseError(failure) ? firebaseErrorText(failure, t) : translate('error.unknown_error'));
      throw failure;
    }
    return {}; // the countdown is one minute with this provider
  });
  // Waits (its values kept) while an update dialog or a notice has the overlay turn.
  const turn = useOverlayTurn('secondFactor', true);
  // Codes and the password it carries: no marketing script while it is open (state/credential-fields.ts).
  useCredentialFields();

  const flag = (field: SecondFactorField) => {
    setMissing(field);
    setAttempt((n) => n + 1);
  };
  // Switching tabs clears the form.
  const switchTab = (method: SecondFactorMethod) => {
    setTab(method);
    setValues({});
    setMissing(null);
    setError(null);
  };
  const submit = () => {
    const empty = missingField(tab, values);
    if (empty) return flag(empty);
    setMissing(null);
    void guard(async () => {
      setError(null);
      try {
        const body = verificationBody(tab, values, { ...credentials, countryDialingCode: country.dialingCode });
        if (tab === 'sms' && firebase) {
          const { secondFactorIdToken } = await import('./second-factor-firebase');
          body.firebaseIdToken = await secondFactorIdToken(confirmation.current, body.verificationCode ?? '');
          delete body.verificationCode;
        }
        const value = await verify(body);
        runSuccessSequence({ showSuccess: () => setSuccess(true), close: onClose, afterLogin: () => onVerified(value) });
      } catch (failure) {
        setError(
          failure instanceof CipherUnavailableError ? translate('error.secure_login_unavailable')
            : isFirebaseError(failure) ? firebaseErrorText(failure, t) ?? translate('error.unknown_error')
              : serverMessageOf(failure) ?? translate('error.unknown_error'),
        );
      }
    });
  };

  if (!turn) return null;
  return (
    <SecondFactorView
      tabs={tabs} tab={tab} onTab={switchTab}
      values={values} onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      missing={missing} attempt={attempt} error={error} busy={busy} success={success}
      onSubmit={submit} onCancel={onCancel}
      smsButton={tab === 'sms' && (
        <>
          <SmsCodeButton countryDialingCode={country.dialingCode} mobileNum={values.mobileNum ?? ''} onMissingMobile={() => flag('mobileNum')}
            purpose="second-factor" disabled={busy || success} {...(sendWithFirebase ? { send: sendWithFirebase } : {})} />
          {firebase && <div ref={recaptcha} />}
        </>
      )}
    />
  );
}
