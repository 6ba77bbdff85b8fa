import { useTranslation } from 'react-i18next';

/**
 * bind_customer_required without auto-register (spec section 4 step 5): this sign-in has no
 * account yet; the player logs in to an existing one (the form under this dialog) or creates one.
 */
export function SocialChoiceView({ busy, onLogin, onRegister }: { busy: boolean; onLogin: () => void; onRegister: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="overlay" role="presentation">
      <section className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="social-choice-title" aria-describedby="social-choice-text">
        <h2 className="dialog__title" id="social-choice-title">{t('auth.social.choose_title')}</h2>
        <p className="dialog__message" id="social-choice-text">{t('auth.social.choose_body')}</p>
        <div className="dialog__actions">
          <button type="button" onClick={onLogin} disabled={busy}>{t('auth.social.choose_login')}</button>
          <button type="button" onClick={onRegister} disabled={busy} aria-busy={busy} autoFocus>{t('auth.social.choose_register')}</button>
        </div>
      </section>
    </div>
  );
}
