import { useId, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';
import { CATEGORIES, MAX_CONTACT, MAX_MESSAGE, type Draft, type SendFailure } from './feedback-form';
import './member.css';

export type FeedbackStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'error'; failure: SendFailure }
  | { kind: 'empty' }
  | { kind: 'sent'; reference: string };

export function FeedbackView({ draft, status, onChange, onSubmit, onAnother, onBack }: {
  draft: Draft;
  status: FeedbackStatus;
  onChange: (draft: Draft) => void;
  onSubmit: () => void;
  onAnother: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const sending = status.kind === 'sending';
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => onChange({ ...draft, [key]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const error = status.kind === 'error'
    ? (status.failure.kind === 'refused' ? status.failure.message : t(`feedback.error.${status.failure.kind}`))
    : status.kind === 'empty' ? t('feedback.error.empty') : null;

  return (
    <Screen title={t('screen.feedback')} onBack={onBack} backLabel={t('common.back')}>
      {status.kind === 'sent' ? (
        <section className="card fb-sent" role="status">
          <span className="fb-sent__mark" aria-hidden="true">✓</span>
          <h2>{t('feedback.sent_title')}</h2>
          <p>{t('feedback.sent', { reference: status.reference })}</p>
          <Button variant="ghost" onClick={onAnother}>{t('feedback.another')}</Button>
        </section>
      ) : (
        <form className="card fb-form" onSubmit={submit} noValidate aria-busy={sending}>
          <p className="fb-intro">{t('feedback.intro')}</p>
          <fieldset className="fb-cats" disabled={sending}>
            <legend className="fb-field">{t('feedback.category')}</legend>
            {CATEGORIES.map((category) => (
              <label key={category} className="fb-cat">
                <input type="radio" name="category" value={category} checked={draft.category === category} onChange={() => set('category', category)} />
                <span>{t(`feedback.category.${category}`)}</span>
              </label>
            ))}
          </fieldset>
          <div className="fb-field">
            <label htmlFor={`${id}-message`}>{t('feedback.message')}</label>
            <textarea
              id={`${id}-message`} name="message" className="fb-input" value={draft.message} maxLength={MAX_MESSAGE} readOnly={sending}
              aria-invalid={status.kind === 'empty' || undefined} aria-describedby={`${id}-count`}
              onChange={(e) => set('message', e.target.value)}
            />
            <span id={`${id}-count`} className="fb-count">{draft.message.length} / {MAX_MESSAGE}</span>
          </div>
          <div className="fb-field">
            <label htmlFor={`${id}-contact`}>{t('feedback.contact')}</label>
            <input
              id={`${id}-contact`} name="contact" className="fb-input" value={draft.contact} maxLength={MAX_CONTACT} readOnly={sending}
              autoComplete="email" aria-describedby={`${id}-contact-hint`} onChange={(e) => set('contact', e.target.value)}
            />
            <span id={`${id}-contact-hint`} className="hint">{t('feedback.contact_hint')}</span>
          </div>
          {error && <p className="notice" role="alert">{error}</p>}
          <Button type="submit" block disabled={sending} aria-busy={sending}>{sending ? t('feedback.sending') : t('feedback.send')}</Button>
        </form>
      )}
    </Screen>
  );
}
