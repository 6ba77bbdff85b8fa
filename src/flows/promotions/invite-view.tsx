import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'wouter';
import type { ReferralInfoValue } from '@/lib/wire';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';
import { Spinner } from '@/ui/spinner';
import type { AsyncState } from '@/ui/use-async';
import { LoadFailed, type Formats } from './promotion-parts';

export type CopyNote = 'copied' | 'failed' | null;

/**
 * /m/inviteFriends (public): the member's referral code and link with copy and share, the invited
 * count; a visitor gets the site's invitation link and a way to log in for a code of their own.
 */
export function InviteView({ state, link, login, note, fmt, onCopy, onShare, onBack, onRetry }: {
  state: AsyncState<ReferralInfoValue>;
  /** The link to share (referral-link.ts), null when the merchant has no register page. */
  link: string | null;
  /** The login page, back to this page; null for a member. */
  login: string | null;
  note: CopyNote;
  fmt: Formats;
  onCopy: (text: string) => void;
  onShare: (url: string) => void;
  onBack: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const info = state.kind === 'ready' ? state.value : null;
  return (
    <Screen title={t('screen.inviteFriends')} onBack={onBack} backLabel={t('common.back')}>
      {state.kind === 'loading' && <Spinner label={t('common.loading')} />}
      {state.kind === 'error' && <LoadFailed message={t('invite.load_failed')} onRetry={onRetry} />}
      {info && (
        <>
          {info.rewardPerFriend > 0 && <p className="card" style={{ margin: 0 }}>{t('invite.reward', { amount: fmt.amount(info.rewardPerFriend) })}</p>}
          {info.referralCode && (
            <section className="card invite-box" aria-labelledby="invite-code">
              <h2 id="invite-code" className="field__label" style={{ margin: 0 }}>{t('invite.code')}</h2>
              <p className="invite-box__value" data-testid="referral-code">{info.referralCode}</p>
              <div className="invite-box__actions">
                <Button variant="ghost" onClick={() => onCopy(info.referralCode!)}>{t('invite.copy_code')}</Button>
              </div>
            </section>
          )}
          {link && (
            <section className="card invite-box" aria-labelledby="invite-link">
              <h2 id="invite-link" className="field__label" style={{ margin: 0 }}>{info.referralCode ? t('invite.link') : t('invite.site_link')}</h2>
              <p className="invite-box__value" data-testid="referral-link">{link}</p>
              <div className="invite-box__actions">
                <Button variant="ghost" onClick={() => onCopy(link)}>{t('invite.copy_link')}</Button>
                <Button onClick={() => onShare(link)}>{t('invite.share')}</Button>
              </div>
            </section>
          )}
          <p role="status" className={note === 'failed' ? 'notice' : note ? 'success' : 'sr-only'}>
            {note === 'copied' ? t('invite.copied') : note === 'failed' ? t('invite.copy_failed') : ''}
          </p>
          {info.invitedCount !== null && (
            <dl className="invite-stats">
              <div><dt>{t('invite.invited')}</dt><dd data-testid="invited-count">{info.invitedCount}</dd></div>
              {info.qualifiedCount !== null && <div><dt>{t('invite.qualified')}</dt><dd>{info.qualifiedCount}</dd></div>}
            </dl>
          )}
          {login && <Link href={login} className="btn btn--block">{t('invite.login_for_code')}</Link>}
          {info.rules.length > 0 && (
            <section className="card" aria-labelledby="invite-how">
              <h2 id="invite-how" style={{ margin: '0 0 8px', fontSize: 16 }}>{t('invite.how')}</h2>
              <ol className="promo-detail__rules">
                {info.rules.map((rule, i) => <li key={i}>{rule}</li>)}
              </ol>
            </section>
          )}
        </>
      )}
    </Screen>
  );
}
