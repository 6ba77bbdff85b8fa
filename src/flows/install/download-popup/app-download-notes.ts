import { api } from '@/lib/http';
import { announcements } from '@/lib/wire/calls/announcements';
import type { Announcement } from '@/lib/wire/shapes';

/** The category the contract gives the download popup's announcements (docs/wire-contract.md). */
export const APP_DOWNLOAD_CATEGORY = 'app_download';

export type AppDownloadNote = Pick<Announcement, 'id' | 'title' | 'content'>;

/**
 * The download popup's announcements: GET /wps/relay/MCSFE_getListAnnouncements with types PR,
 * platform M and category app_download (the announcement popup asks for the same list without a
 * category, popup-list.ts in flows/announcements). Every item the server answers is shown: the
 * category already chose them, and anyone who opens the popup is their audience, so `execution`
 * is not read. An item of another category (a server that ignored the parameter) is dropped, and
 * so is one without a title or content. Cached for the visit; no dialog on failure (the popup's
 * links are what the player came for, and they work without it).
 */
export async function fetchAppDownloadNotes(): Promise<AppDownloadNote[]> {
  const value = await api.call(announcements, { params: { types: 'PR', platform: 'M', category: APP_DOWNLOAD_CATEGORY }, cache: true, alert: 'caller' });
  const list: unknown[] = Array.isArray(value?.list) ? value.list : [];
  return list.flatMap((item) => {
    const a = item as Partial<Announcement> | null;
    if (!a || typeof a.title !== 'string' || typeof a.content !== 'string' || a.title.trim() === '') return [];
    if (a.category != null && a.category !== APP_DOWNLOAD_CATEGORY) return [];
    return [{ id: a.id ?? a.title, title: a.title, content: a.content }] as AppDownloadNote[];
  });
}
