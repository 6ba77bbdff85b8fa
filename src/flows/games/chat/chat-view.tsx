import type { Ref } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { FrameBar } from '../launch/frame-bar';
import '../launch/launch.css';

/**
 * The chat page: a slim bar (Back, the title, Full screen) over the chat.
 *
 * - `open`: the chat in a sandboxed iframe filling the rest of the screen (the manifest's
 *   `overlays.chatButton.open` "frame"). Its permissions (docs/decisions.md, "Chat frame"): scripts
 *   and its own origin's storage (the chat service is an app with a session), forms (the message
 *   box) and popups that leave the sandbox (a link in a message opens a normal tab). No top
 *   navigation: the chat cannot take the page away; this page's Back is the way out.
 * - `tab`: the manifest's "tab": a link that opens the chat in a new tab, without opener or
 *   referrer (a tab must be opened by the player's own tap, or the browser blocks it).
 */
export const CHAT_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

export type ChatState =
  | { kind: 'launching' }
  | { kind: 'timeout' }
  | { kind: 'failed'; message: string | null }
  | { kind: 'refused' }
  | { kind: 'off' }
  | { kind: 'no-permissions' }
  | { kind: 'open'; url: string }
  | { kind: 'tab'; url: string };

export function ChatView({ state, ready, busy, fullscreen, onFullscreen, onRetry, onBack, pageRef }: {
  state: ChatState;
  ready: boolean;
  busy: boolean;
  /** null: the browser has no Fullscreen API (iPhone Safari): the control is hidden. */
  fullscreen: { active: boolean } | null;
  onFullscreen: () => void;
  onRetry: () => void;
  onBack: () => void;
  pageRef?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  if (!ready) return <Spinner label={t('common.loading')} />;
  const title = t('screen.chat');
  const retry = state.kind === 'timeout' || state.kind === 'failed';
  return (
    <div className="trial chat-page" ref={pageRef}>
      <FrameBar title={title} framed={state.kind === 'open'} fullscreen={fullscreen} onFullscreen={onFullscreen} onBack={onBack} />
      {state.kind === 'open' ? (
        <iframe className="trial__frame" data-testid="chat-frame" src={state.url} title={title} sandbox={CHAT_SANDBOX} referrerPolicy="no-referrer" />
      ) : (
        <div className="trial__status">
          {state.kind === 'launching' && (
            <>
              <div className="spinner" aria-hidden="true" />
              <p className="launch__message" role="status" aria-live="polite">{t('launch.chat_loading')}</p>
            </>
          )}
          {state.kind === 'tab' && (
            <>
              <p className="launch__message" role="status">{t('launch.chat_tab_hint')}</p>
              <div className="launch__actions">
                <a className="btn btn--block" data-testid="chat-open-tab" href={state.url} target="_blank" rel="noopener noreferrer">{t('launch.chat_open_tab')}</a>
                <Button block variant="ghost" onClick={onBack}>{t('launch.back')}</Button>
              </div>
            </>
          )}
          {state.kind !== 'launching' && state.kind !== 'tab' && (
            <>
              <p className="notice launch__message" role="alert">
                {state.kind === 'timeout' && t('launch.timeout_retry_please')}
                {state.kind === 'failed' && (state.message ? t('launch.failed_server', { message: state.message }) : t('launch.failed'))}
                {state.kind === 'refused' && t('launch.chat_refused')}
                {state.kind === 'off' && t('launch.chat_off')}
                {state.kind === 'no-permissions' && t('launch.no_permissions')}
              </p>
              <div className="launch__actions">
                {retry && <Button block onClick={onRetry} disabled={busy}>{t('launch.retry')}</Button>}
                <Button block variant="ghost" onClick={onBack}>{t('launch.back')}</Button>
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
