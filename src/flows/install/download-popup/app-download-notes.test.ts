import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: { path: string; input: unknown }[] = [];
let answer: unknown = { list: [] };
vi.mock('@/lib/http', () => ({
  api: {
    call: vi.fn(async (row: { path: string }, input: unknown) => {
      calls.push({ path: row.path, input });
      return answer;
    }),
  },
}));

const { fetchAppDownloadNotes } = await import('./app-download-notes');

afterEach(() => {
  calls.length = 0;
  answer = { list: [] };
});

describe('fetchAppDownloadNotes (the download popup’s announcements)', () => {
  it('asks for types PR, platform M and category app_download, cached, without a dialog', async () => {
    await fetchAppDownloadNotes();
    expect(calls).toEqual([{
      path: '/wps/relay/MCSFE_getListAnnouncements',
      input: { params: { types: 'PR', platform: 'M', category: 'app_download' }, cache: true, alert: 'caller' },
    }]);
  });

  it('keeps every audience’s items of the category, drops another category’s and the ones without a title or content', async () => {
    answer = {
      list: [
        { id: 1, title: 'Get the app', content: '<p>Bonus</p>', promotionType: 'APP_DOWNLOAD', execution: 'B', category: 'app_download' },
        { id: 2, title: 'Members too', content: '<p>x</p>', promotionType: 'APP_DOWNLOAD', execution: 'A' },
        { id: 3, title: 'Welcome', content: '<p>y</p>', promotionType: 'LOGIN', execution: 'A', category: 'welcome' },
        { id: 4, title: '', content: '<p>z</p>', execution: 'A', category: 'app_download' },
        { id: 5, title: 'No content', execution: 'A', category: 'app_download' },
        null,
      ],
    };
    expect(await fetchAppDownloadNotes()).toEqual([
      { id: 1, title: 'Get the app', content: '<p>Bonus</p>' },
      { id: 2, title: 'Members too', content: '<p>x</p>' },
    ]);
  });

  it('an answer without a list is no note', async () => {
    answer = null;
    expect(await fetchAppDownloadNotes()).toEqual([]);
  });
});
