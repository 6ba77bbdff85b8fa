import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { ScreenProps } from '@/runtime/flow';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import { useAmountFormat } from '@/ui/format-amount';
import { Spinner } from '@/ui/spinner';
import { useAsync } from '@/ui/use-async';
import { InviteView, type CopyNote } from './invite-view';
import { fetchReferral } from './promotions-data';
import { usePromotionsTexts } from './promotions-texts';
import { browserShareEnv, copyText, referralLink, shareLink } from './referral-link';
import './promotions.css';

/** /m/inviteFriends: GET MCSFE_getReferralInfo (with the token when there is one). */
export default function InviteScreen(_: ScreenProps) {
  const site = useSite();
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const { info } = useSnapshot(session);
  const ready = usePromotionsTexts();
  const { amount, day } = useAmountFormat(site.features.merchant.code);
  const [state, retry] = useAsync(fetchReferral);
  const [note, setNote] = useState<CopyNote>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const say = (outcome: string) => {
    if (outcome !== 'copied' && outcome !== 'failed') return;
    setNote(outcome);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNote(null), 4000);
  };
  const loginPath = site.routes.pathForScreen('login');
  const login = !info?.token && loginPath ? `${loginPath}?${new URLSearchParams({ returnTo: path })}` : null;
  const code = state.kind === 'ready' ? state.value.referralCode : null;
  const link = referralLink(location.origin, site.routes.pathForScreen('register'), code);
  if (!ready) return <Spinner label={t('common.loading')} />;
  return (
    <InviteView state={state} link={link} login={login} note={note} fmt={{ amount, day: (ms) => day(ms) }} onRetry={retry}
      onCopy={(text) => void copyText(text, browserShareEnv()).then(say)}
      onShare={(url) => void shareLink({ title: site.features.merchant.name, text: t('invite.share_text', { name: site.features.merchant.name }), url }, browserShareEnv()).then(say)}
      onBack={() => (history.length > 1 ? history.back() : navigate(site.routes.home.path))} />
  );
}
