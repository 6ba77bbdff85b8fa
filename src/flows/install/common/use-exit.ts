import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Close with an animation: `exit(then)` sets `leaving` (the CSS close animation runs) and calls
 * `then` after `ms`, when the owner unmounts the overlay. A second exit while leaving is ignored.
 *
 *   const [leaving, exit] = useExit(250);
 *   <InstallLayer leaving={leaving} …><button onClick={() => exit(() => setOpen(false))} /></InstallLayer>
 */
export function useExit(ms: number): [leaving: boolean, exit: (then: () => void) => void] {
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const exit = useCallback((then: () => void) => {
    if (timer.current) return;
    setLeaving(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setLeaving(false);
      then();
    }, ms);
  }, [ms]);
  return [leaving, exit];
}
