import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { isLanguage, type Language } from '@/lib/i18n/languages';
import { forgetRemembered, storedRecord } from '@/lib/remember/remember-store';
import type { ScreenProps } from '@/runtime/flow';
import { screenOffered } from '@/runtime/screen-rules';
import { useLiveSettings } from '@/runtime/steps/live-settings';
import { useSite } from '@/runtime/site';
import { confirmLandedAccount } from '@/state/landing';
import { member } from '@/state/member';
import { chooseLanguage, preferences } from '@/state/preferences';
import { getToken, logout, session } from '@/state/session';
import { Spinner } from '@/ui/spinner';
import type { AsyncState } from '@/ui/use-async';
import { cashierKinds, openCashier, type CashierKind } from './cashier';
import { forgetByDefault } from './forget-on-logout';
import { loadMemberCentre, saveIcon, type MemberCentre } from './member-centre-data';
import { memberEntries } from './member-entries';
import { MemberHomeView } from './member-home-view';
import { useMemberTexts } from './member-texts';
import { iconBase, profileIconUrl } from './profile-icons';
import { useVisibleRefresh } from './use-visible-refresh';

/**
 * /m/member/home: who the member is (info, VIP rank and progress, deposits), the cashier, the
 * entries to the merchant's other pages (only those its route table has), customer service,
 * language, the profile icon, forgetting a remembered password, and Log out. The details refresh,
 * quietly, 300 ms after the page becomes visible again.
 */
export default function MemberHomeScreen({ services }: ScreenProps) {
  const site = useSite();
  const { manifest, features, routes } = site;
  const live = useLiveSettings();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const ready = useMemberTexts();
  const { vipProgress } = useSnapshot(member);
  const { language } = useSnapshot(preferences);
  const userName = useSnapshot(session).info?.userName || null;
  const [state, setState] = useState<AsyncState<MemberCentre>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [rememberSaved, setRememberSaved] = useState(() => storedRecord()?.merchant === manifest.merchantCode);
  const [forgetOnLogout, setForgetOnLogout] = useState(forgetByDefault);
  const home = routes.home.path;

  useEffect(() => {
    let alive = true;
    loadMemberCentre().then(
      (value) => alive && setState({ kind: 'ready', value }),
      () => alive && setState({ kind: 'error' }),
    );
    return () => {
      alive = false;
    };
  }, [attempt]);

  // A quiet refresh: the page keeps what it shows when it fails.
  const refresh = useCallback(() => {
    if (!getToken()) return;
    void loadMemberCentre({ fresh: true }).then((value) => setState({ kind: 'ready', value }), () => undefined);
  }, []);
  useVisibleRefresh(refresh);

  // Customer service: resolved ahead of the tap (a new window opens only in direct answer to one).
  const csUrl = useRef<Promise<string | null> | null>(null);
  const csSetting = live.customerService;
  useEffect(() => {
    csUrl.current = services?.customerServiceUrl(site, userName) ?? Promise.resolve(null);
  }, [services, site, userName]);

  const languages = useMemo(() => manifest.languages.supported.filter(isLanguage), [manifest.languages.supported]);
  const entries = useMemo(() => memberEntries({
    pathFor: routes.pathForScreen,
    offered: (screen) => screenOffered(screen, features),
    customerService: Boolean(csSetting.entry) || !csSetting.live,
    languages: languages.length,
  }), [routes, features, csSetting, languages.length]);
  const base = useMemo(() => iconBase(features.imageCdns, manifest), [features.imageCdns, manifest]);

  if (!ready) return <Spinner label={t('common.loading')} />;
  return (
    <MemberHomeView
      state={state}
      progress={vipProgress}
      iconUrl={(n) => profileIconUrl(n, base)}
      iconCount={live.profileIconCount}
      cashier={cashierKinds(manifest)}
      entries={entries}
      language={language}
      languages={languages}
      rememberSaved={rememberSaved}
      notice={notice}
      onRetry={() => {
        setState({ kind: 'loading' });
        setAttempt((n) => n + 1);
      }}
      onBack={() => navigate(home)}
      forgetOnLogout={forgetOnLogout}
      onForgetOnLogout={setForgetOnLogout}
      onLogout={() => void logout('explicit', { forgetDevice: rememberSaved && forgetOnLogout }).then(() => navigate(home, { replace: true }))}
      // The cashier gets the token: a session that came from a link is confirmed first, once (state/landing.ts).
      onCashier={(kind: CashierKind) => void confirmLandedAccount().then((carryOn) => {
        const token = getToken();
        if (!carryOn || !token) return;
        const outcome = openCashier(kind, manifest, { token, language });
        setNotice(outcome.followed ? null : t('member.cashier_refused'));
      })}
      onNavigate={(path) => navigate(path)}
      onCustomerService={() => {
        void csUrl.current?.then((url) => {
          if (url) window.open(url, '_blank', 'noopener,noreferrer');
        });
      }}
      onLanguage={(lang: Language) => void chooseLanguage(lang)}
      onIcon={async (n) => {
        try {
          await saveIcon(n);
          setState((s) => (s.kind === 'ready' ? { kind: 'ready', value: { ...s.value, icon: n } } : s));
          return true;
        } catch {
          return false;
        }
      }}
      // The entries placed in the help list (MEMBER, MENU) and the footer (FOOTER): the notices flow's list.
      help={services && <services.CustomerServiceList place="memberCentre" />}
      footer={services && <services.CustomerServiceList place="footer" />}
      onForgetPassword={() => {
        void forgetRemembered().then(() => {
          setRememberSaved(false);
          setNotice(t('member.remember.forgotten'));
        });
      }}
    />
  );
}
