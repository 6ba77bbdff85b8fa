import type { Ref } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { FrameBar } from './frame-bar';
import type { LaunchState } from './launch-view';
import './launch.css';

/**
 * The trial page: a slim bar (Back, the game's name, Full screen) over the game in a sandboxed
 * iframe that fills the rest of the screen.
 *
 * The frame's permissions are the fewest an HTML5 game works with (docs/decisions.md, "Trial
 * frame"): `allow-scripts` (the game is a script) and `allow-same-origin` (its own origin's
 * storage and cookies, which the game engines use to save settings; the frame's origin is never
 * ours: the page refuses one that is). No top navigation, popups, forms or modals: the game cannot
 * take the page away from the player or open windows. Its referrer is not sent, and it may go full
 * screen and play sound without a tap of its own.
 */
export const TRIAL_SANDBOX = 'allow-scripts allow-same-origin';

export type TrialState = LaunchState | { kind: 'playing'; url: string };

export function TrialView({ state, game, ready, busy, fullscreen, onFullscreen, onRetry, onBack, pageRef }: {
  state: TrialState;
  game: string | null;
  ready: boolean;
  busy: boolean;
  /** null: the browser has no Fullscreen API (iPhone Safari): the control is hidden. */
  fullscreen: { active: boolean } | null;
  onFullscreen: () => void;
  onRetry: () => void;
  onBack: () => void;
  /** The element that goes full screen: the whole page, so Back stays reachable. */
  pageRef?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  if (!ready) return <Spinner label={t('common.loading')} />;
  const name = game ?? t('launch.trial_title');
  return (
    <div className="trial" ref={pageRef}>
      <FrameBar title={t('launch.trial_frame', { game: name })} framed={state.kind === 'playing'} fullscreen={fullscreen} onFullscreen={onFullscreen} onBack={onBack} />
      {state.kind === 'playing' ? (
        <iframe
          className="trial__frame"
          src={state.url}
          title={t('launch.trial_frame', { game: name })}
          sandbox={TRIAL_SANDBOX}
          referrerPolicy="no-referrer"
          allow="fullscreen; autoplay"
          allowFullScreen
        />
      ) : (
        <div className="trial__status">
          {state.kind === 'launching' ? (
            <>
              <div className="spinner" aria-hidden="true" />
              <p className="launch__message" role="status" aria-live="polite">{t('launch.trial_loading')}</p>
            </>
          ) : (
            <>
              <p className="notice launch__message" role="alert">
                {state.kind === 'timeout' && t('launch.timeout_retry_please')}
                {state.kind === 'failed' && (state.message ? t('launch.failed_server', { message: state.message }) : t('launch.failed'))}
                {state.kind === 'refused' && t('launch.frame_refused')}
                {state.kind === 'no-game' && t('launch.no_game')}
              </p>
              <div className="launch__actions">
                {state.kind !== 'refused' && state.kind !== 'no-game' && <Button block onClick={onRetry} disabled={busy}>{t('launch.retry')}</Button>}
                <Button block variant="ghost" onClick={onBack}>{t('launch.back')}</Button>
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
