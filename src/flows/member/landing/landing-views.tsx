import { useTranslation } from '@/lib/i18n/use-translation';
import { ChoiceDialog } from '@/ui/choice-dialog';
import './landing.css';

/**
 * What a landing with a token in the link shows (landing-overlay.tsx decides, landing-part.tsx
 * acts). The bar sits at the very top of the page, in the page's flow, above the screen: it covers
 * nothing (no header, no bottom bar, no download bar) and stays until the player answers it.
 *
 * - `LandedAccountBar`: the link signed the player in: whose account, "That's me", and the way
 *   out, Log out (back to the visitor's home or login).
 * - `LandingRefusedBar`: the link's token was not taken (refused, or could not be checked): the
 *   player is a visitor; Log in, or OK.
 * - `LandedAccountConfirm`: before the first cashier of such a session: "You are signed in as X.
 *   Continue?" with Log out beside it; Escape backs out (nothing opens).
 */
export interface LandedAccountBarProps {
  userName: string;
  /** Log out is under way. */
  busy?: boolean;
  onKeep: () => void;
  onLogOut: () => void;
}

export function LandedAccountBar({ userName, busy = false, onKeep, onLogOut }: LandedAccountBarProps) {
  const { t } = useTranslation();
  return (
    <aside className="landing-bar" aria-label={t('landing.bar_label')} data-testid="landing-bar">
      <p className="landing-bar__text" aria-live="polite">{t('landing.signed_in_as', { name: userName })}</p>
      <div className="landing-bar__actions">
        <button type="button" className="btn btn--ghost landing-bar__button" onClick={onLogOut} disabled={busy} aria-busy={busy}>
          {busy ? t('landing.logging_out') : t('landing.log_out')}
        </button>
        <button type="button" className="btn landing-bar__button" onClick={onKeep} disabled={busy}>{t('landing.keep')}</button>
      </div>
    </aside>
  );
}

export interface LandingRefusedBarProps {
  why: 'invalid' | 'unchecked';
  /** The login page's path; absent when the merchant has none. */
  loginPath: string | null;
  onLogin: () => void;
  onDismiss: () => void;
}

export function LandingRefusedBar({ why, loginPath, onLogin, onDismiss }: LandingRefusedBarProps) {
  const { t } = useTranslation();
  return (
    <aside className="landing-bar landing-bar--refused" aria-label={t('landing.bar_label')} data-testid="landing-bar">
      <p className="landing-bar__text" aria-live="polite">{t(why === 'invalid' ? 'landing.refused_invalid' : 'landing.refused_unchecked')}</p>
      <div className="landing-bar__actions">
        {loginPath && <button type="button" className="btn btn--ghost landing-bar__button" onClick={onLogin}>{t('landing.log_in')}</button>}
        <button type="button" className="btn landing-bar__button" onClick={onDismiss}>{t('landing.dismiss')}</button>
      </div>
    </aside>
  );
}

export interface LandedAccountConfirmProps {
  userName: string;
  busy?: boolean;
  onContinue: () => void;
  onLogOut: () => void;
  onBack: () => void;
}

export function LandedAccountConfirm({ userName, busy = false, onContinue, onLogOut, onBack }: LandedAccountConfirmProps) {
  const { t } = useTranslation();
  return (
    <ChoiceDialog
      title={t('landing.confirm_title')}
      message={t('landing.confirm_message', { name: userName })}
      secondary={{ label: busy ? t('landing.logging_out') : t('landing.log_out'), onClick: onLogOut, disabled: busy, busy }}
      primary={{ label: t('landing.confirm_continue'), onClick: onContinue, disabled: busy }}
      onEscape={busy ? undefined : onBack}
    />
  );
}
