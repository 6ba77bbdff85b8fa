import { useState } from 'react';
import { lazyPart } from '@/ui/lazy-part';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import type { FirebaseConfig } from '@/runtime/merchant-manifest.generated';
import type { LoginValue } from '../session/login-destination';
import type { SocialChannel } from './social-login';

/**
 * The social sign-in buttons under the login form (phone, Google, Facebook,
 * Twitter, Line), in the manifest's order. This part is on the login page's first load and stays
 * tiny; a tap loads the rest (Firebase Auth and the dialogs: social-flow.tsx).
 */
const SocialFlow = lazyPart(() => import('./social-flow'), { when: 'now', failure: 'throw' });
const NAMES: Record<Exclude<SocialChannel, 'phone'>, string> = { google: 'Google', facebook: 'Facebook', twitter: 'X (Twitter)', line: 'LINE' };

export interface SocialSignInProps {
  config: FirebaseConfig;
  autoRegister: boolean;
  onLoggedIn: (value: LoginValue) => void;
}

export function SocialSignIn(props: SocialSignInProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState<{ channel: SocialChannel; run: number } | null>(null);
  const providers = props.config.signInProviders ?? [];
  if (!providers.length) return null;
  // The chunk starts loading at the first touch, ahead of the tap: a popup must open soon after it.
  const warm = () => void import('./social-flow');
  return (
    <section aria-label={t('auth.social.title')} onPointerDown={warm} onFocus={warm} style={{ display: 'grid', gap: 10 }}>
      <p style={{ margin: 0, textAlign: 'center', color: 'var(--c-muted)' }}>{t('auth.social.title')}</p>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 8 }}>
        {providers.map((channel) => (
          <Button key={channel} variant="ghost" disabled={active !== null} onClick={() => setActive({ channel, run: Date.now() })}>
            {channel === 'phone' ? t('auth.social.phone') : NAMES[channel]}
          </Button>
        ))}
      </div>
      {active && (
        <SocialFlow key={active.run} channel={active.channel} {...props} onDone={() => setActive(null)} />
      )}
    </section>
  );
}
