import { LeaderBoardView, type LeaderBoardViewProps } from './leader-board-view';
import { noop, storyFmt, storyRanking, storyRankingOutside } from './story-data';

const base: LeaderBoardViewProps = { state: { kind: 'ready', value: storyRanking }, fmt: storyFmt, onRetry: noop, onBack: noop };

export const Loading = () => <LeaderBoardView {...base} state={{ kind: 'loading' }} />;
export const PlayerInTop = () => <LeaderBoardView {...base} />;
export const PlayerOutsideTop = () => <LeaderBoardView {...base} state={{ kind: 'ready', value: storyRankingOutside }} />;
export const NotRanked = () => <LeaderBoardView {...base} state={{ kind: 'ready', value: { ...storyRanking, me: null } }} />;
export const Empty = () => <LeaderBoardView {...base} state={{ kind: 'ready', value: { ...storyRanking, entries: [], me: null } }} />;
export const Failed = () => <LeaderBoardView {...base} state={{ kind: 'error' }} />;
