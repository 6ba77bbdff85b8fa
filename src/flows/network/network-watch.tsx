import { useEffect } from 'react';
import { checkLine, sayOffline } from './check-line';

/**
 * Network state: 'network offline' when the browser goes offline or
 * starts offline; back online, a ping checks the line is really usable ('network unstable' if
 * not). Mounted once by the shell; renders nothing (the toasts are state/ui's).
 */
export function watchNetwork(target: Window = window): () => void {
  const onOnline = () => void checkLine();
  target.addEventListener('offline', sayOffline);
  target.addEventListener('online', onOnline);
  if (target.navigator.onLine === false) sayOffline();
  return () => {
    target.removeEventListener('offline', sayOffline);
    target.removeEventListener('online', onOnline);
  };
}

export function NetworkWatch() {
  useEffect(() => watchNetwork(), []);
  return null;
}
