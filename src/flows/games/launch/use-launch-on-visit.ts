import { useEffect, useRef, type RefObject } from 'react';

/**
 * Runs `start` once per visit of a launch page (a new query, i.e. another game, is a new visit),
 * and keeps `live` true while the player is on the page: an answer that arrives after they left
 * must send them nowhere.
 *
 *   const live = useRef(true);
 *   const start = …  if (!live.current) return;   // the player left meanwhile
 *   useLaunchOnVisit(search, start, live);
 */
export function useLaunchOnVisit(visit: string, start: () => void, live: RefObject<boolean>): void {
  const latest = useRef(start);
  latest.current = start;
  useEffect(() => {
    live.current = true;
    latest.current();
    return () => {
      live.current = false;
    };
  }, [visit, live]);
}
