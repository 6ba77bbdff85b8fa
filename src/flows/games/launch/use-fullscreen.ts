import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The Fullscreen API for one element: null where the browser has none (iPhone Safari), so the
 * control is hidden rather than broken; else whether it is full screen now and a toggle. Leaving
 * full screen by the system's own gesture (Escape, back) is followed.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>): [state: { active: boolean } | null, toggle: () => void] {
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!supported) return;
    const follow = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [supported]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen().catch(() => undefined);
  }, [target]);
  return [supported ? { active } : null, toggle];
}
