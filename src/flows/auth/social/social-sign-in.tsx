import { useState } from 'react';
import { lazyPart } from '@/ui/lazy-part';
import type { FirebaseConfig } from '@/runtime/merchant-manifest.generated';
import type { LoginValue } from '../session/login-destination';
import { SocialButtons } from './social-buttons';
import type { SocialChannel } from './social-login';

/**
 * The social sign-in buttons under the login form (phone, Google, Facebook,
 * Twitter, Line), in the manifest's order. This part is on the login page's first load and stays
 * tiny; a tap loads the rest (Firebase Auth and the dialogs: social-flow.tsx).
 */
const SocialFlow = lazyPart(() => import('./social-flow'), { when: 'now', failure: 'throw' });

export interface SocialSignInProps {
  config: FirebaseConfig;
  autoRegister: boolean;
  /** The operator takes new accounts (features.registration.open): otherwise no sign-in offers to create one. */
  accountCreation: boolean;
  onLoggedIn: (value: LoginValue) => void;
}

export function SocialSignIn(props: SocialSignInProps) {
  const [active, setActive] = useState<{ channel: SocialChannel; run: number } | null>(null);
  const providers = props.config.signInProviders ?? [];
  if (!providers.length) return null;
  // The chunk starts loading at the first touch, ahead of the tap: a popup must open soon after it.
  const warm = () => void import('./social-flow');
  return (
    <SocialButtons providers={providers} busy={active !== null} onChoose={(channel) => setActive({ channel, run: Date.now() })} onPointerDown={warm} onFocus={warm}>
      {active && (
        <SocialFlow key={active.run} channel={active.channel} {...props} onDone={() => setActive(null)} />
      )}
    </SocialButtons>
  );
}
