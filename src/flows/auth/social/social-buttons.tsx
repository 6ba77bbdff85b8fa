import type { HTMLAttributes } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import type { SocialChannel } from './social-login';

const NAMES: Record<Exclude<SocialChannel, 'phone'>, string> = { google: 'Google', facebook: 'Facebook', twitter: 'X (Twitter)', line: 'LINE' };

export interface SocialButtonsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The manifest's providers, in its order. */
  providers: readonly SocialChannel[];
  /** A tap on one; absent while the sign-in code is still loading: the buttons then hold their place, disabled. */
  onChoose?: (channel: SocialChannel) => void;
  /** A sign-in is under way: the others wait. */
  busy?: boolean;
  children?: React.ReactNode;
}

/**
 * The social sign-in row under the login form: its title and one button per provider. The same
 * row, its buttons disabled, is drawn by the login page's HTML shell and while the sign-in part
 * loads, so the page never moves when the working buttons arrive (a tap then waits for them).
 *
 * Each button starts with its provider's mark, an empty span that social-buttons.css draws by its
 * class (no picture in the JS: this chunk is Siam Spin's first load); the name stays the button's
 * accessible name.
 */
export function SocialButtons({ providers, onChoose, busy = false, children, ...section }: SocialButtonsProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('auth.social.title')} className="social" {...section}>
      <p className="social__title">{t('auth.social.title')}</p>
      <div className="social__row">
        {providers.map((channel) => (
          <Button key={channel} variant="ghost" className={`social-btn--${channel}`} disabled={busy || !onChoose} onClick={onChoose && (() => onChoose(channel))}>
            <span aria-hidden="true" className={`social-mark social-mark--${channel}`} />
            {channel === 'phone' ? t('auth.social.phone') : NAMES[channel]}
          </Button>
        ))}
      </div>
      {children}
    </section>
  );
}
