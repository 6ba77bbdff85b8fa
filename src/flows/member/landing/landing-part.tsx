import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useSite } from '@/runtime/site';
import { answerLandedAccount, dismissRefusal, keepLandedAccount, landing } from '@/state/landing';
import { logout } from '@/state/session';
import { LandedAccountBar, LandedAccountConfirm, LandingRefusedBar } from './landing-views';
import { useLandingTexts } from './landing-texts';

/** What the bar's place holds while its chunk or its texts load: the height it will take. */
export function LandingReserve() {
  return <div aria-hidden="true" style={{ minHeight: 56 }} />;
}

/**
 * The way out: the one logout ('explicit': the server forgets the token, push for it ends), then
 * the visitor's home (a members-only home sends a visitor on to the login page).
 */
function useLeave(): { busy: boolean; leave: () => void } {
  const site = useSite();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const leave = () => {
    setBusy(true);
    void logout('explicit').then(() => navigate(site.routes.home.path, { replace: true }));
  };
  return { busy, leave };
}

/** The bar: the landed account (until kept or left), or why the link's token was not taken. */
export default function LandingBar() {
  const ready = useLandingTexts();
  const { account, refused } = useSnapshot(landing);
  const site = useSite();
  const [, navigate] = useLocation();
  const { busy, leave } = useLeave();
  if (!ready) return <LandingReserve />;
  if (account?.banner) return <LandedAccountBar userName={account.userName} busy={busy} onKeep={keepLandedAccount} onLogOut={leave} />;
  if (!refused) return null;
  const loginPath = site.routes.pathForScreen('login') ?? null;
  return (
    <LandingRefusedBar
      why={refused}
      loginPath={loginPath}
      onLogin={() => {
        dismissRefusal();
        if (loginPath) navigate(loginPath);
      }}
      onDismiss={dismissRefusal}
    />
  );
}

/** The one question before the first cashier of a landed session (state/landing.ts confirmLandedAccount). */
export function LandingConfirm() {
  const ready = useLandingTexts();
  const { account } = useSnapshot(landing);
  const { busy, leave } = useLeave();
  if (!ready || !account) return null;
  return (
    <LandedAccountConfirm
      userName={account.userName}
      busy={busy}
      onContinue={() => answerLandedAccount(true)}
      // The logout answers the pending question no as it ends the session (state/session.ts clearSession).
      onLogOut={leave}
      onBack={() => answerLandedAccount(false)}
    />
  );
}
