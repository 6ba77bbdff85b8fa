import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLocation } from 'wouter';
import { api } from '@/lib/http';
import { sendFeedback } from '@/lib/wire/calls/feedback';
import { useSite } from '@/runtime/site';
import { Spinner } from '@/ui/spinner';
import { useSubmitGuard } from '@/ui/use-submit-guard';
import { EMPTY_DRAFT, dropDraft, feedbackBody, keepDraft, readDraft, sendFailure, type Draft } from './feedback-form';
import { FeedbackView, type FeedbackStatus } from './feedback-view';
import { useMemberTexts } from './member-texts';

/**
 * /m/feedback (no stored session → home: the route guard's 'member-else-home'): category, message,
 * optional contact, POST /wps/member/feedback. One send at a time (a double tap sends once); a
 * failure says why and keeps every field as typed; nothing is retried by itself (a POST).
 */
export default function FeedbackScreen() {
  const { routes } = useSite();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const ready = useMemberTexts();
  const [draft, setDraft] = useState<Draft>(readDraft);
  const [status, setStatus] = useState<FeedbackStatus>({ kind: 'idle' });
  // One send in flight; the lock lifts as soon as it ends, so a retry right after a failure is not swallowed.
  const [, guard] = useSubmitGuard(0);

  useEffect(() => keepDraft(draft), [draft]);

  const submit = () =>
    void guard(async () => {
      const body = feedbackBody(draft);
      if (!body) return setStatus({ kind: 'empty' });
      setStatus({ kind: 'sending' });
      try {
        const { reference } = await api.call(sendFeedback, { body });
        dropDraft();
        setDraft(EMPTY_DRAFT);
        setStatus({ kind: 'sent', reference });
      } catch (error) {
        setStatus({ kind: 'error', failure: sendFailure(error) });
      }
    });

  if (!ready) return <Spinner label={t('common.loading')} />;
  return (
    <FeedbackView
      draft={draft}
      status={status}
      onChange={(next) => {
        setDraft(next);
        if (status.kind === 'empty' && next.message.trim()) setStatus({ kind: 'idle' });
      }}
      onSubmit={submit}
      onAnother={() => setStatus({ kind: 'idle' })}
      onBack={() => navigate(routes.pathForScreen('memberHome') ?? routes.home.path)}
    />
  );
}
