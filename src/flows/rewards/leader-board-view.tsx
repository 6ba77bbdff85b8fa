import { useTranslation } from '@/lib/i18n/use-translation';
import type { MissionRankingValue, RankingEntry } from '@/lib/wire/shapes-rewards';
import type { AsyncState } from '@/ui/use-async';
import { RewardsFrame, type Formats } from './rewards-parts';

export interface LeaderBoardViewProps {
  state: AsyncState<MissionRankingValue>;
  fmt: Formats;
  textsReady?: boolean;
  onRetry: () => void;
  onBack: () => void;
}

/** The mission ranking of the current period, best first, with the player's own row highlighted (and shown apart when outside the top). */
export function LeaderBoardView({ state, fmt, textsReady, onRetry, onBack }: LeaderBoardViewProps) {
  const { t } = useTranslation();
  const row = (entry: RankingEntry, mine: boolean) => (
    <li key={entry.rank} className={`board-row${mine ? ' board-row--me' : ''}`} aria-current={mine ? 'true' : undefined} data-testid={mine ? 'board-me' : undefined}>
      <span className="board-row__rank">{entry.rank}</span>
      <span className="board-row__name">
        {entry.nickname}
        {mine && <strong className="board-row__you"> ({t('board.you')})</strong>}
        {entry.prize > 0 && <span className="board-row__prize">{t('board.prize', { amount: fmt.amount(entry.prize) })}</span>}
      </span>
      <span className="board-row__score">{fmt.amount(entry.score)}</span>
    </li>
  );
  return (
    <RewardsFrame
      title={t('screen.leaderBoard')}
      state={state}
      textsReady={textsReady}
      onRetry={onRetry}
      onBack={onBack}
      isEmpty={(v) => v.entries.length === 0}
      empty={(v) => (
        <>
          <h2 className="rewards-heading">{v.title}</h2>
          <p>{t('board.empty')}</p>
        </>
      )}
    >
      {(value) => {
        const inTop = value.me !== null && value.entries.some((e) => e.rank === value.me!.rank);
        return (
          <>
            <section className="card" aria-labelledby="board-title">
              <h2 id="board-title" className="rewards-heading">{value.title}</h2>
              <p className="hint">{t('board.period', { start: fmt.day(value.periodStart), end: fmt.day(value.periodEnd) })}</p>
              <p className="board-mine">{value.me ? t('board.your_rank', { rank: value.me.rank }) : t('board.not_ranked')}</p>
            </section>
            <section className="card" aria-labelledby="board-list">
              <h2 id="board-list" className="rewards-heading">{t('board.ranking')}</h2>
              <p className="board-head" aria-hidden="true"><span>#</span><span>{t('board.player')}</span><span>{t('board.score')}</span></p>
              <ol className="board">
                {value.entries.map((entry) => row(entry, value.me?.rank === entry.rank))}
              </ol>
              {value.me && !inTop && <ol className="board board--mine">{row(value.me, true)}</ol>}
            </section>
          </>
        );
      }}
    </RewardsFrame>
  );
}
