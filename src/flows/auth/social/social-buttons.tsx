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
 */
export function SocialButtons({ providers, onChoose, busy = false, children, ...section }: SocialButtonsProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('auth.social.title')} style={{ display: 'grid', gap: 10 }} {...section}>
      <p style={{ margin: 0, textAlign: 'center', color: 'var(--c-muted)' }}>{t('auth.social.title')}</p>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 8 }}>
        {providers.map((channel) => (
          <Button key={channel} variant="ghost" disabled={busy || !onChoose} onClick={onChoose && (() => onChoose(channel))}>
            {channel === 'phone' ? t('auth.social.phone') : NAMES[channel]}
          </Button>
        ))}
      </div>
      {children}
    </section>
  );
}
