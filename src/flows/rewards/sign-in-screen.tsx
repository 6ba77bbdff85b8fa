import { api } from '@/lib/http';
import { signInCalendar } from '@/lib/wire/calls/sign-in-calendar';
import { signInClaim } from '@/lib/wire/calls/sign-in-claim';
import { playerTimeZone } from './calendar';
import { useClaims } from './use-claims';
import { usePage } from './use-page';
import { useRewardsPage } from './use-rewards-page';
import { SignInView } from './sign-in-view';

const load = () => api.call(signInCalendar, { params: { timeZone: playerTimeZone() } });
const claimToday = (_: string, key: string) => api.call(signInClaim, { body: { idempotencyKey: key, timeZone: playerTimeZone() } });

/** /m/activity/signIn: GET MCSFE_getSignInCalendar, then POST MCSFE_claimSignIn for today. */
export default function SignInScreen() {
  const { textsReady, fmt, locale, onBack } = useRewardsPage();
  const page = usePage(load);
  const claims = useClaims(claimToday, page.replace, page.retry);
  return <SignInView state={page.state} claim={claims.of('today')} locale={locale} fmt={fmt} textsReady={textsReady} onClaim={() => claims.claim('today')} onRetry={page.retry} onBack={onBack} />;
}
