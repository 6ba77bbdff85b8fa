import { useEffect, useRef, useState } from 'react';
import { isCaptchaError } from './captcha-error';
import { acquireCaptcha } from './captcha-lock';
import { captchaMessages, loadCaptchaTexts } from './captcha-texts';
import type { CaptchaWidgetProps } from './captcha-types';
import { CaptchaWidgetView, type CaptchaWidgetState } from './captcha-widget-view';
import { prepareCaptcha, type PreparedCaptcha } from './prepare-captcha';

/**
 * The widget wired to the captcha (index.ts exports it lazily as <CaptchaWidget>; props and an
 * example in captcha-types.ts). It loads a captcha as soon as it shows, so a tap finds it ready:
 *   loading → waiting; tap → the provider's captcha opens (verifying)
 *   solved → success, onSolved(fields);  closed → waiting again;  failed → error + retry → loading
 * A new `resetKey` (a failed registration used the challenge up) loads a fresh one and tells the
 * form with onSolved(null).
 */
export default function CaptchaWidget({ purpose, context, onSolved, resetKey }: CaptchaWidgetProps) {
  const [texts, setTexts] = useState(false);
  const [state, setState] = useState<CaptchaWidgetState>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const prepared = useRef<PreparedCaptcha | null>(null);
  const solved = useRef(onSolved);
  useEffect(() => {
    solved.current = onSolved;
  }, [onSolved]);

  // The context object is often rebuilt on each render of the form: depend on what it says.
  const { captcha, scriptBases } = context;
  const { version, id } = captcha;
  const bases = scriptBases.join('\n');

  useEffect(() => {
    let live = true;
    void loadCaptchaTexts().then(() => live && setTexts(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    setState('loading');
    setError(null);
    solved.current(null);
    prepareCaptcha(purpose, { captcha, scriptBases: bases.split('\n') }).then(
      (ready) => {
        if (!live) return ready.destroy();
        prepared.current = ready;
        setState('waiting');
      },
      (failure: unknown) => {
        if (!live) return;
        setError(messageOf(failure));
        setState('error');
      },
    );
    return () => {
      live = false;
      prepared.current?.destroy();
      prepared.current = null;
    };
    // `captcha` is read for its flags only; version and id are what changes the captcha.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [purpose, version, id, bases, resetKey, attempt]);

  const verify = async () => {
    const current = prepared.current;
    if (!current) return;
    const release = acquireCaptcha();
    if (!release) {
      setError(captchaMessages().tooFast());
      return setState('error');
    }
    setState('verifying');
    try {
      const fields = await current.verify();
      if (prepared.current !== current) return; // reset meanwhile
      setState('success');
      solved.current(fields);
    } catch (failure) {
      if (prepared.current !== current) return;
      if (isCaptchaError(failure) && failure.code === 'verify_first') setState('waiting');
      else {
        setError(messageOf(failure));
        setState('error');
      }
    } finally {
      release();
    }
  };

  if (!texts) return <div className="captcha-widget" aria-busy="true" />;
  return <CaptchaWidgetView state={state} error={error} onVerify={() => void verify()} onRetry={() => setAttempt((n) => n + 1)} />;
}

function messageOf(failure: unknown): string {
  return isCaptchaError(failure) ? failure.message : captchaMessages().unknown();
}
