import { translate } from '@/lib/i18n/i18n';
import type { NavigationLists } from '@/policy/checked-navigation';
import { followChecked } from '@/policy/follow-checked';
import { track } from '@/state/tracking';
import { showAlert } from '@/state/ui';
import type { LinkTap } from './link-tap';

/** The browser effects of a LinkTap; tests pass their own. */
export interface TapEnv {
  /** Shows the text of an i18n key and resolves when the player confirms. */
  alert(key: string): Promise<void>;
  assign(url: string): void;
  openNew(url: string): void;
  /** Calls back once, the next time the page is in front again after having been left. */
  onReturn(callback: () => void): void;
}

/** Shown when a download link's origin is not on the manifest's `downloadOrigins`. */
export const LINK_REFUSED = 'install.link_refused';

/**
 * Follows a download link only through the checked navigation (purpose 'download'): the link may
 * come from the status call, so its origin must be on the manifest's `downloadOrigins`; anything
 * else opens nothing and the player is told so.
 */
export async function performLinkTap(tap: LinkTap, lists: NavigationLists, env: TapEnv = browserTapEnv): Promise<void> {
  if (tap.kind === 'alert') return env.alert(tap.message);
  // Checked first, followed after the tips (if any): `go` only holds the checked URL.
  const checked = followChecked(tap.url, 'download', lists, { go: () => undefined });
  if (!checked.followed) return env.alert(LINK_REFUSED);
  if (tap.tipsBefore) await env.alert(tap.tipsBefore);
  track({ kind: 'appDownload' });
  if (tap.target === '_self') env.assign(checked.url);
  else env.openNew(checked.url);
  if (tap.tipsOnReturn) {
    const key = tap.tipsOnReturn;
    env.onReturn(() => void env.alert(key));
  }
  if (tap.tipsAfter) await env.alert(tap.tipsAfter);
}

/**
 * "Back in front": iOS shows its profile dialog (the page loses focus) or the player goes to
 * Settings (the page is hidden); the first focus or visible page after that counts.
 */
export function onNextReturn(callback: () => void, win: Window = window, doc: Document = document): void {
  let away = false;
  const leave = () => {
    away = true;
  };
  const back = () => {
    if (!away || doc.visibilityState === 'hidden') return;
    win.removeEventListener('blur', leave);
    win.removeEventListener('focus', back);
    doc.removeEventListener('visibilitychange', visibility);
    callback();
  };
  const visibility = () => (doc.visibilityState === 'hidden' ? leave() : back());
  win.addEventListener('blur', leave);
  win.addEventListener('focus', back);
  doc.addEventListener('visibilitychange', visibility);
}

export const browserTapEnv: TapEnv = {
  alert: (key) => showAlert({ message: translate(key), confirmLabel: translate('common.confirm') }),
  // Only ever given followChecked's checked URL (performLinkTap above), after the tips.
  // eslint-disable-next-line no-restricted-syntax
  assign: (url) => location.assign(url),
  // noopener, noreferrer: the store page gets neither a handle on this window nor its address.
  openNew: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
  onReturn: (callback) => onNextReturn(callback),
};
