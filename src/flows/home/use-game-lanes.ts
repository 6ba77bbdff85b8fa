import { useEffect, useState } from 'react';
import { fetchGameLanes, type GameLane } from './game-lanes';

export type LanesState = { kind: 'loading' } | { kind: 'ready'; lanes: GameLane[] } | { kind: 'error' };

export function useGameLanes(): [LanesState, () => void] {
  const [state, setState] = useState<LanesState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchGameLanes().then(
      (lanes) => live && setState({ kind: 'ready', lanes }),
      () => live && setState({ kind: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };
  return [state, retry];
}
