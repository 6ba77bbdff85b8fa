import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Language } from '@/lib/i18n/languages';
import { screenTitle } from '@/runtime/screen-rules';
import { NATIVE_NAMES } from '@/ui/language-select';
import { Button } from '@/ui/button';
import { formatNumber, useLocaleTag } from '@/ui/format-amount';
import { Screen } from '@/ui/screen';
import { Spinner } from '@/ui/spinner';
import { useModal } from '@/ui/use-modal';
import type { AsyncState } from '@/ui/use-async';
import type { CashierKind } from './cashier';
import type { MemberCentre } from './member-centre-data';
import { progressPercent, rankLabel, type MemberEntry } from './member-entries';
import { MemberIcon } from './member-icons';
import './member.css';

export type MemberState = AsyncState<MemberCentre>;

export interface MemberHomeViewProps {
  state: MemberState;
  /** VIP progress 0…1 (state/member.ts), null while unknown. */
  progress: number | null;
  /** The picture of icon n, null when no image CDN is usable. */
  iconUrl: (n: number) => string | null;
  iconCount: number;
  cashier: readonly CashierKind[];
  entries: readonly MemberEntry[];
  language: Language;
  languages: readonly Language[];
  /** A remembered password is on this device: offer to forget it. */
  rememberSaved: boolean;
  /** "Forget me on this device" at Log out (shown with a remembered login): wipes it with the session. */
  forgetOnLogout: boolean;
  onForgetOnLogout: (forget: boolean) => void;
  /** A one-line status (the cashier was refused, the password forgotten), announced politely. */
  notice: string | null;
  onRetry: () => void;
  onBack: () => void;
  onLogout: () => void;
  onCashier: (kind: CashierKind) => void;
  onNavigate: (path: string) => void;
  onCustomerService: () => void;
  onLanguage: (lang: Language) => void;
  /** Saves the icon; resolves false when it could not be saved (the dialog says so). */
  onIcon: (n: number) => Promise<boolean>;
  onForgetPassword: () => void;
  /** Customer-service entries placed in the help list (MEMBER, MENU), under it. */
  help?: ReactNode;
  /** Customer-service entries placed in the footer (FOOTER), last. */
  footer?: ReactNode;
}

// A screen's entry shows the title its flow declares; the member centre words three its own way.
const entryLabelKey = (id: MemberEntry['id']): string =>
  id === 'customerService' || id === 'language' || id === 'announcements' ? `member.entry.${id}` : screenTitle(id);

export function MemberHomeView(p: MemberHomeViewProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'icon' | 'language' | null>(null);
  const locale = useLocaleTag();
  const number = (n: number) => formatNumber(n, locale);

  return (
    <Screen title={t('member.title')} onBack={p.onBack} backLabel={t('common.back')}>
      {p.state.kind === 'loading' && <MemberSkeleton label={t('common.loading')} />}
      {p.state.kind === 'error' && (
        <div className="card mc-failed" role="alert">
          <p>{t('member.load_failed')}</p>
          <Button onClick={p.onRetry}>{t('common.retry')}</Button>
        </div>
      )}
      {p.state.kind === 'ready' && (() => {
        const { info, deposits, icon } = p.state.value;
        const shown = icon !== null && icon <= p.iconCount ? icon : 1;
        const picture = p.iconUrl(shown);
        const rank = rankLabel(info);
        const percent = progressPercent(p.progress);
        return (
          <>
            <section className="mc-hero" aria-labelledby="mc-name">
              <button type="button" className="mc-avatar" onClick={() => setDialog('icon')} aria-label={t('member.avatar.change')}>
                {picture ? <img src={picture} alt="" width="72" height="72" /> : <span aria-hidden="true">{info.userName.slice(0, 1).toUpperCase()}</span>}
                <MemberIcon name="edit" className="mc-avatar__edit" />
              </button>
              <div className="mc-hero__who">
                <h2 id="mc-name" className="mc-hero__name">{info.userName}</h2>
                <p className="mc-hero__id">{t('member.id')}: <bdi>{info.id}</bdi></p>
                <span className={`mc-badge${rank ? '' : ' mc-badge--none'}`}>{rank ?? t('member.no_rank')}</span>
              </div>
              {percent !== null && (
                <div className="mc-progress">
                  <div className="mc-progress__row">
                    <span id="mc-progress-label">{t('member.vip_progress')}</span>
                    <span>{number(percent)}%</span>
                  </div>
                  <div className="mc-progress__track" role="progressbar" aria-labelledby="mc-progress-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                    <div className="mc-progress__bar" style={{ inlineSize: `${percent}%` }} />
                  </div>
                </div>
              )}
            </section>

            {deposits && (
              <dl className="card mc-stats">
                <div>
                  <dt>{t('member.deposits')}</dt>
                  <dd data-testid="deposit-count">{number(deposits.count)}</dd>
                </div>
                <div>
                  <dt>{t('member.first_deposit')}</dt>
                  <dd>{deposits.firstDone ? t('member.first_deposit_done') : t('member.first_deposit_pending')}</dd>
                </div>
              </dl>
            )}

            {p.cashier.length > 0 && (
              <div className="mc-quick">
                {p.cashier.map((kind) => (
                  <button key={kind} type="button" className={`mc-quick__btn mc-quick__btn--${kind}`} onClick={() => p.onCashier(kind)}>
                    <MemberIcon name={kind} />
                    {t(`member.${kind}`)}
                  </button>
                ))}
              </div>
            )}
          </>
        );
      })()}

      {p.notice && <p className="card mc-notice" role="status">{p.notice}</p>}

      {p.state.kind !== 'loading' && (
        <nav className="card mc-list" aria-label={t('member.title')}>
          <ul>
            {p.entries.map((entry) => (
              <li key={entry.id}>
                {entry.path ? (
                  <a href={entry.path} className="mc-row" onClick={(e: MouseEvent) => { e.preventDefault(); p.onNavigate(entry.path!); }}>
                    <MemberIcon name={entry.id} />
                    <span className="mc-row__label">{t(entryLabelKey(entry.id))}</span>
                    <MemberIcon name="chevron" className="mc-icon mc-row__chevron" />
                  </a>
                ) : (
                  <button type="button" className="mc-row" onClick={entry.id === 'language' ? () => setDialog('language') : p.onCustomerService}>
                    <MemberIcon name={entry.id} />
                    <span className="mc-row__label">{t(entryLabelKey(entry.id))}</span>
                    {entry.id === 'language' && <span className="mc-row__value" lang={p.language.toLowerCase()}>{NATIVE_NAMES[p.language]}</span>}
                    <MemberIcon name="chevron" className="mc-icon mc-row__chevron" />
                  </button>
                )}
              </li>
            ))}
            {p.rememberSaved && (
              <li>
                <button type="button" className="mc-row" onClick={p.onForgetPassword}>
                  <MemberIcon name="key" />
                  <span className="mc-row__label">{t('member.remember.forget')}</span>
                </button>
              </li>
            )}
          </ul>
        </nav>
      )}
      {p.state.kind !== 'loading' && p.help}

      {p.rememberSaved && (
        <label className="check">
          <input type="checkbox" name="forgetDevice" checked={p.forgetOnLogout} onChange={(e) => p.onForgetOnLogout(e.target.checked)} />
          {t('member.logout_forget')}
        </label>
      )}
      <button type="button" className="mc-logout" onClick={p.onLogout}>
        <MemberIcon name="logout" />
        {t('member.logout')}
      </button>
      {p.footer}

      {dialog === 'icon' && p.state.kind === 'ready' && (
        <IconDialog
          count={p.iconCount}
          chosen={p.state.value.icon ?? 1}
          iconUrl={p.iconUrl}
          onChoose={p.onIcon}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'language' && (
        <LanguageDialog
          value={p.language}
          options={p.languages}
          onChoose={(lang) => {
            setDialog(null);
            if (lang !== p.language) p.onLanguage(lang);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Screen>
  );
}

function MemberSkeleton({ label }: { label: string }) {
  return (
    <div className="mc-skeleton" aria-busy="true">
      <div className="mc-hero mc-hero--skeleton">
        <span className="mc-avatar mc-shimmer" />
        <div className="mc-hero__who">
          <span className="mc-shimmer mc-shimmer--line" />
          <span className="mc-shimmer mc-shimmer--short" />
        </div>
      </div>
      <Spinner label={label} />
    </div>
  );
}

function IconDialog({ count, chosen, iconUrl, onChoose, onClose }: {
  count: number;
  chosen: number;
  iconUrl: (n: number) => string | null;
  onChoose: (n: number) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const modal = useModal(busy === null ? onClose : undefined);
  const choose = async (n: number) => {
    if (busy !== null) return;
    setBusy(n);
    setFailed(false);
    const saved = await onChoose(n);
    setBusy(null);
    if (saved) onClose();
    else setFailed(true);
  };
  return (
    <div className="overlay" role="presentation">
      <section ref={modal} className="dialog mc-dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <h2 className="dialog__title" id={`${id}-title`}>{t('member.avatar.title')}</h2>
        <div className="mc-icons" role="group" aria-labelledby={`${id}-title`}>
          {Array.from({ length: count }, (_, i) => i + 1).map((n) => {
            const url = iconUrl(n);
            return (
              <button key={n} type="button" className="mc-icons__option" aria-pressed={n === chosen} aria-busy={busy === n} disabled={busy !== null && busy !== n}
                aria-label={t('member.avatar.option', { n })} onClick={() => void choose(n)}>
                {url ? <img src={url} alt="" width="64" height="64" loading="lazy" /> : <span aria-hidden="true">{n}</span>}
              </button>
            );
          })}
        </div>
        {failed && <p className="notice" role="alert">{t('member.avatar.save_failed')}</p>}
        <div className="dialog__actions">
          <button type="button" onClick={onClose} disabled={busy !== null}>{t('member.close')}</button>
        </div>
      </section>
    </div>
  );
}

function LanguageDialog({ value, options, onChoose, onClose }: {
  value: Language;
  options: readonly Language[];
  onChoose: (lang: Language) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const modal = useModal(onClose);
  return (
    <div className="overlay" role="presentation">
      <section ref={modal} className="dialog mc-dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <h2 className="dialog__title" id={`${id}-title`}>{t('member.language.title')}</h2>
        <ul className="mc-langs">
          {options.map((lang) => (
            <li key={lang}>
              <button type="button" className="mc-row" lang={lang.toLowerCase()} aria-current={lang === value ? 'true' : undefined} data-autofocus={lang === value ? true : undefined} onClick={() => onChoose(lang)}>
                <span className="mc-row__label">{NATIVE_NAMES[lang]}</span>
                {lang === value && <span className="mc-check" aria-hidden="true">✓</span>}
              </button>
            </li>
          ))}
        </ul>
        <div className="dialog__actions">
          <button type="button" onClick={onClose}>{t('member.close')}</button>
        </div>
      </section>
    </div>
  );
}
