import { api } from '@/lib/http';
import { announcements } from '@/lib/wire/calls/announcements';
import type { Announcement } from '@/lib/wire/shapes';

/**
 * The popup list (MCSFE_getListAnnouncements with types PR, platform M and no category: this
 * product's design): every audience's items; the player's are picked by popup-rules.ts. Items
 * without a title or content are dropped. No dialog on failure: the caller decides (the popup
 * stays away, the announcements page offers a retry).
 */
export async function fetchPopupList(): Promise<Announcement[]> {
  const value = await api.call(announcements, { params: { types: 'PR', platform: 'M' }, alert: 'caller' });
  const list = Array.isArray(value?.list) ? value.list : [];
  return list.filter((a): a is Announcement => Boolean(a) && typeof a.title === 'string' && typeof a.content === 'string' && (a.execution === 'A' || a.execution === 'B' || a.execution === 'F'));
}
