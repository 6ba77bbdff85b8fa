import { useLocation } from 'wouter';
import { useSite } from '@/runtime/site';
import { logout } from '@/state/session';
import { useAsync } from '@/ui/use-async';
import { fetchMemberInfo } from './member-info';
import { MemberHomeView } from './member-home-view';

export default function MemberHomeScreen() {
  const site = useSite();
  const [, navigate] = useLocation();
  const [state, retry] = useAsync(fetchMemberInfo);
  const home = site.routes.home.path;
  return (
    <MemberHomeView
      state={state}
      onRetry={retry}
      onLogout={() => void logout('explicit').then(() => navigate(home, { replace: true }))}
      onBack={() => navigate(home)}
    />
  );
}
