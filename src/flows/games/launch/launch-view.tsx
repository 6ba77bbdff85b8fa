import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';
import { Spinner } from '@/ui/spinner';
import './launch.css';

/**
 * What the launch page shows: "Opening <game>…" while the call runs (and while the browser leaves
 * for the game), else why it did not open and what to do: Retry after a timeout or a failure, Back
 * always. A refused game address offers no retry: the server would send the same one again.
 */
export type LaunchState =
  | { kind: 'launching' }
  | { kind: 'timeout' }
  | { kind: 'failed'; message: string | null }
  | { kind: 'refused' }
  /** The link names no game: nothing was asked of the server. */
  | { kind: 'no-game' };

export function LaunchView({ state, game, ready, busy, onRetry, onBack }: {
  state: LaunchState;
  /** The game's name (or code) from the link; null when it gave none. */
  game: string | null;
  /** The launch texts are loaded. */
  ready: boolean;
  /** A retry is in flight: the button says so and takes no second tap. */
  busy: boolean;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  if (!ready) return <Spinner label={t('common.loading')} />;
  const opening = game ? t('launch.opening', { game }) : t('launch.opening_any');
  return (
    <Screen title={game ?? t('launch.title')} onBack={onBack} backLabel={t('launch.back')}>
      <div className="launch">
        {state.kind === 'launching' ? (
          <>
            <div className="spinner" aria-hidden="true" />
            <p className="launch__message" role="status" aria-live="polite">{opening}</p>
          </>
        ) : (
          <>
            <p className="notice launch__message" role="alert">
              {state.kind === 'timeout' && t('launch.timeout_retry_please')}
              {state.kind === 'failed' && (state.message ? t('launch.failed_server', { message: state.message }) : t('launch.failed'))}
              {state.kind === 'refused' && t('launch.refused')}
              {state.kind === 'no-game' && t('launch.no_game')}
            </p>
            <div className="launch__actions">
              {state.kind !== 'refused' && state.kind !== 'no-game' && (
                <Button block onClick={onRetry} disabled={busy} aria-disabled={busy}>{t('launch.retry')}</Button>
              )}
              <Button block variant="ghost" onClick={onBack}>{t('launch.back')}</Button>
            </div>
          </>
        )}
      </div>
    </Screen>
  );
}
