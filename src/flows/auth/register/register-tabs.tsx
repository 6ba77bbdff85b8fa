import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';

export type RegisterMethodTab = 'username' | 'mobile';
const TABS: RegisterMethodTab[] = ['username', 'mobile'];

/** Username / mobile number: an ARIA tab list (arrow keys switch, the chosen tab is the one tab stop). */
export function RegisterTabs({ method, onChange, panelId }: { method: RegisterMethodTab; onChange: (m: RegisterMethodTab) => void; panelId: string }) {
  const { t } = useTranslation();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(method) + 1) % TABS.length]!;
    onChange(next);
    buttons.current[TABS.indexOf(next)]?.focus();
    event.preventDefault();
  };
  return (
    <div className="register-tabs" role="tablist" aria-label={t('auth.register.method')} onKeyDown={onKeyDown}>
      {TABS.map((tab, i) => (
        <button key={tab} ref={(el) => void (buttons.current[i] = el)} type="button" role="tab" className="register-tabs__tab"
          aria-selected={method === tab} aria-controls={panelId} tabIndex={method === tab ? 0 : -1} onClick={() => onChange(tab)}>
          {tab === 'username' ? t('auth.register.by_username') : t('auth.register.by_mobile')}
        </button>
      ))}
    </div>
  );
}
