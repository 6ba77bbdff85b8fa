import { storage } from '@/lib/storage';
import type { PopupStore } from './popup-rules';

/**
 * The popup storage entity, per player and merchant, in local storage (it outlives the session:
 * "do not show today" holds until midnight, the content hashes until the content changes):
 *
 *   localStorage['popup-store:LVN:10017'] = {"data":["3f2a9c1e"],"show":false,"todayHideTime":null,"hidePopup":0}
 *   localStorage['popup-store:LVN:visitor'] = …   (a visitor's, on this device; 'member' for a session whose id is not known yet)
 */
export const popupStoreKey = (merchantCode: string, loggedIn: boolean, playerId: string | null): string => `popup-store:${merchantCode}:${loggedIn ? playerId || 'member' : 'visitor'}`;

export function readPopupStore(key: string): PopupStore | null {
  const raw = storage.getJson<Partial<PopupStore>>('local', key);
  if (!raw || !Array.isArray(raw.data)) return null;
  return {
    data: raw.data.filter((h): h is string => typeof h === 'string'),
    show: raw.show === true,
    todayHideTime: typeof raw.todayHideTime === 'number' ? raw.todayHideTime : null,
    hidePopup: raw.hidePopup === 1 ? 1 : 0,
  };
}

export function writePopupStore(key: string, store: PopupStore): void {
  storage.setJson('local', key, store);
}
