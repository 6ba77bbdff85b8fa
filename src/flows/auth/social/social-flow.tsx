import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { firebaseAuth } from '@/lib/firebase-auth';
import { serverMessageOf } from '@/lib/http';
import { useCredentialFields } from '@/state/credential-fields';
import { showAlert } from '@/state/ui';
import type { SocialSignInProps } from './social-sign-in';
import { SocialChoiceView } from './social-choice-view';
import { firebaseErrorText, isFirebaseError } from './social-errors';
import { confirmPhoneCode, popupIdToken, sendPhoneCode } from './social-firebase';
import { loginWithFirebase, registerWithFirebase, type SocialChannel } from './social-login';
import { SocialPhoneView } from './social-phone-view';
import { socialTexts } from './social-texts';
import { isPrivateBrowsing } from './social-private';
import type { ConfirmationResult } from 'firebase/auth';

/**
 * One social sign-in, from the tap to the session (lazy: Firebase Auth comes with this chunk).
 *
 *   private browsing → 'not_support_incognito', stop
 *   Google / Facebook / Twitter / Line → the provider's popup → ID token
 *   phone → number → SMS code → ID token
 *   ID token → /wps login → logged in | bind_customer_required → auto-register | the choice dialog
 *   (log in to an existing account, or create one; only the first while registration is closed)
 *
 * Errors: Firebase's with their translated text and Code/Reason lines (social-errors.ts), the
 * server's with its message. A phone error stays in the dialog so the number is not lost.
 */
const texts = socialTexts;

type Phase = 'starting' | 'phone-number' | 'phone-code' | 'choose' | 'done';

export default function SocialFlow({ channel, config, autoRegister, accountCreation, onLoggedIn, onDone }: SocialSignInProps & { channel: SocialChannel; onDone: () => void }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('starting');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idToken = useRef<string | null>(null);
  const confirmation = useRef<ConfirmationResult | null>(null);
  const recaptcha = useRef<HTMLDivElement | null>(null);
  const started = useRef(false);
  // The phone dialog's code field: no marketing script while it is open (state/credential-fields.ts).
  useCredentialFields(phase === 'phone-number' || phase === 'phone-code');

  const textOf = (failure: unknown): string | null =>
    isFirebaseError(failure) ? firebaseErrorText(failure, t) : (serverMessageOf(failure) ?? t('error.unknown_error'));

  const finish = async (token: string) => {
    idToken.current = token;
    const outcome = await loginWithFirebase(channel, token, autoRegister);
    if (outcome.kind === 'choose') return setPhase('choose');
    setPhase('done');
    onLoggedIn(outcome.value);
    onDone();
  };

  const stop = async (failure: unknown) => {
    const text = textOf(failure);
    setPhase('done');
    if (text) await showAlert({ message: text });
    onDone();
  };

  useEffect(() => {
    if (started.current) return; // one popup per tap, also under React's double effects in development
    started.current = true;
    void (async () => {
      await texts.load().catch(() => undefined);
      if (await isPrivateBrowsing()) {
        setPhase('done');
        await showAlert({ message: t('not_support_incognito') });
        return onDone();
      }
      if (channel === 'phone') return setPhase('phone-number');
      await finish(await popupIdToken(firebaseAuth(config), channel));
    })().catch(stop);
    // Runs once per tap (the parent remounts this flow with a new key for the next one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const phoneStep = (run: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    run().catch((failure: unknown) => setError(textOf(failure))).finally(() => setBusy(false));
  };

  if (phase === 'phone-number' || phase === 'phone-code') {
    return (
      <SocialPhoneView
        step={phase === 'phone-number' ? 'number' : 'code'}
        busy={busy}
        error={error}
        recaptchaRef={recaptcha}
        onSend={(e164) => phoneStep(async () => {
          confirmation.current = await sendPhoneCode(firebaseAuth(config), e164, recaptcha.current ?? document.body);
          setPhase('phone-code');
        })}
        onConfirm={(code) => phoneStep(async () => finish(await confirmPhoneCode(confirmation.current, code)))}
        onCancel={onDone}
      />
    );
  }
  if (phase === 'choose') {
    return (
      <SocialChoiceView
        busy={busy}
        onLogin={onDone}
        onRegister={accountCreation ? () => {
          setBusy(true);
          registerWithFirebase(channel, idToken.current ?? '')
            .then((value) => {
              onLoggedIn(value);
              onDone();
            })
            .catch(stop);
        } : undefined}
      />
    );
  }
  return null;
}
