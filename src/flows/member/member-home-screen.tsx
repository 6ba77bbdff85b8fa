import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useSite } from '@/runtime/site';
import { logout } from '@/state/session';
import { fetchMemberInfo } from './member-info';
import { MemberHomeView, type MemberState } from './member-home-view';

export default function MemberHomeScreen() {
  const site = useSite();
  const [, navigate] = useLocation();
  const [state, setState] = useState<MemberState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchMemberInfo().then(
      (info) => live && setState({ kind: 'ready', info }),
      () => live && setState({ kind: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const home = site.routes.home.path;
  return (
    <MemberHomeView
      state={state}
      onRetry={() => {
        setState({ kind: 'loading' });
        setAttempt((n) => n + 1);
      }}
      onLogout={() => void logout().then(() => navigate(home, { replace: true }))}
      onBack={() => navigate(home)}
    />
  );
}
