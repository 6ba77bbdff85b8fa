import { useTranslation } from '@/lib/i18n/use-translation';
import { ChoiceDialog } from '@/ui/choice-dialog';

/**
 * bind_customer_required without auto-register: this sign-in has no
 * account yet; the player logs in to an existing one (the form under this dialog) or creates one.
 * With no `onRegister` (registration closed) logging in is the only way on, and the dialog says so.
 * Escape is "log in": it closes the dialog onto the form.
 */
export function SocialChoiceView({ busy, onLogin, onRegister }: { busy: boolean; onLogin: () => void; onRegister?: () => void }) {
  const { t } = useTranslation();
  if (!onRegister) {
    return (
      <ChoiceDialog
        title={t('auth.social.choose_title')}
        message={t('auth.social.choose_body_closed')}
        primary={{ label: t('auth.social.choose_login'), onClick: onLogin }}
        onEscape={onLogin}
      />
    );
  }
  return (
    <ChoiceDialog
      title={t('auth.social.choose_title')}
      message={t('auth.social.choose_body')}
      secondary={{ label: t('auth.social.choose_login'), onClick: onLogin, disabled: busy }}
      primary={{ label: t('auth.social.choose_register'), onClick: onRegister, disabled: busy, busy }}
      onEscape={busy ? undefined : onLogin}
    />
  );
}
