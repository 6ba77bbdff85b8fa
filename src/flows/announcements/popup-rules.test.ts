// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { audienceItems, canClose, closePopup, contentHash, decidePopup, hiddenToday, isForced, nextLocalMidnight, type PopupStore } from './popup-rules';

const item = (id: number, execution: 'A' | 'B' | 'F', title = `t${id}`, content = `<p>c${id}</p>`) => ({ id, title, content, promotionType: 'NOTICE', execution });
const list = [item(1, 'A'), item(2, 'B'), item(3, 'F'), item(4, 'B')];

describe('audienceItems', () => {
  it('gives a visitor the B items', () => {
    expect(audienceItems(list, { loggedIn: false, firstTimeLogin: false }).map((i) => i.id)).toEqual([2, 4]);
  });
  it('gives a member the A items', () => {
    expect(audienceItems(list, { loggedIn: true, firstTimeLogin: false }).map((i) => i.id)).toEqual([1]);
  });
  it('gives a first-time login the A and F items, in order', () => {
    expect(audienceItems(list, { loggedIn: true, firstTimeLogin: true }).map((i) => i.id)).toEqual([1, 3]);
  });
  it('drops an unknown audience', () => {
    expect(audienceItems([{ execution: 'Z' as 'A' }], { loggedIn: true, firstTimeLogin: true })).toEqual([]);
  });
});

describe('contentHash', () => {
  it('changes with the title or the content, not with the id', () => {
    expect(contentHash(item(1, 'A'))).toBe(contentHash({ title: 't1', content: '<p>c1</p>' }));
    expect(contentHash(item(1, 'A'))).not.toBe(contentHash({ title: 't1', content: '<p>c1!</p>' }));
    expect(contentHash(item(1, 'A'))).not.toBe(contentHash({ title: 't1x', content: '<p>c1</p>' }));
    expect(contentHash({ title: 'ab', content: 'c' })).not.toBe(contentHash({ title: 'a', content: 'bc' }));
    expect(contentHash(item(1, 'A'))).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('nextLocalMidnight', () => {
  it('is the next midnight of the given zone', () => {
    // 2026-03-10 22:30 in Ho Chi Minh City (UTC+7) = 15:30 UTC
    const t = Date.UTC(2026, 2, 10, 15, 30);
    expect(new Date(nextLocalMidnight(t, 'Asia/Ho_Chi_Minh')).toISOString()).toBe('2026-03-10T17:00:00.000Z');
    // the same instant is 20:30 in Karachi (UTC+5): midnight there is 19:00 UTC
    expect(new Date(nextLocalMidnight(t, 'Asia/Karachi')).toISOString()).toBe('2026-03-10T19:00:00.000Z');
    // and 10:30 in New York (UTC-5 then -4 after 8 March): midnight is 04:00 UTC on the 11th
    expect(new Date(nextLocalMidnight(t, 'America/New_York')).toISOString()).toBe('2026-03-11T04:00:00.000Z');
  });
  it('at exactly midnight is the following one', () => {
    const midnight = Date.UTC(2026, 2, 10, 17, 0); // 00:00 on the 11th in Bangkok
    expect(nextLocalMidnight(midnight, 'Asia/Bangkok')).toBe(midnight + 24 * 3600_000);
  });
  it('holds across a daylight-saving change', () => {
    // 2026-03-28 12:00 in London (UTC+0); clocks go forward on the 29th at 01:00: midnight is still 00:00 UTC on the 29th
    expect(new Date(nextLocalMidnight(Date.UTC(2026, 2, 28, 12), 'Europe/London')).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    // the 29th at 12:00 (UTC+1): the next midnight is 23:00 UTC
    expect(new Date(nextLocalMidnight(Date.UTC(2026, 2, 29, 11), 'Europe/London')).toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });
});

const fresh = (data: string[] = [], extra: Partial<PopupStore> = {}): PopupStore => ({ data, show: false, todayHideTime: null, hidePopup: 0, ...extra });

describe('decidePopup', () => {
  const items = [item(1, 'B'), item(2, 'B')];
  const hashes = items.map(contentHash);
  const now = Date.UTC(2026, 5, 1, 8);

  it('shows a list never stored, and stores its hashes', () => {
    const d = decidePopup(items, null, now);
    expect(d.show).toBe(true);
    expect(d.store).toEqual({ data: hashes, show: true, todayHideTime: null, hidePopup: 0 });
  });

  it('does not show an unchanged list once closed', () => {
    const closed = closePopup(decidePopup(items, null, now).store, false, now);
    expect(closed.show).toBe(false);
    expect(decidePopup(items, closed, now + 1000).show).toBe(false);
  });

  it('shows again an unchanged list not yet closed (a reload before closing)', () => {
    expect(decidePopup(items, decidePopup(items, null, now).store, now + 1000).show).toBe(true);
  });

  it('shows again once the content changes', () => {
    const closed = closePopup(decidePopup(items, null, now).store, false, now);
    expect(decidePopup([item(1, 'B'), item(2, 'B', 't2', '<p>new</p>')], closed, now).show).toBe(true);
    expect(decidePopup([item(1, 'B')], closed, now).show).toBe(true);
    expect(decidePopup([item(2, 'B'), item(1, 'B')], closed, now).show).toBe(true);
  });

  it('shows nothing for an empty list, and keeps the store', () => {
    const stored = fresh(hashes);
    expect(decidePopup([], stored, now)).toEqual({ show: false, store: stored });
  });

  it("'today' hides even a changed list until the next local midnight, then it comes back unchanged", () => {
    const zone = 'Asia/Ho_Chi_Minh';
    const evening = Date.UTC(2026, 5, 1, 15, 50); // 22:50 local
    const closed = closePopup(decidePopup(items, null, evening).store, true, evening);
    expect(closed).toMatchObject({ show: false, hidePopup: 1, todayHideTime: evening });
    const justBefore = Date.UTC(2026, 5, 1, 16, 59, 59); // 23:59:59 local
    expect(hiddenToday(closed, justBefore, zone)).toBe(true);
    expect(decidePopup(items, closed, justBefore, zone).show).toBe(false);
    expect(decidePopup([item(9, 'B')], closed, justBefore, zone).show).toBe(false);
    const midnight = Date.UTC(2026, 5, 1, 17); // 00:00 local
    const after = decidePopup(items, closed, midnight, zone);
    expect(after.show).toBe(true);
    expect(after.store).toMatchObject({ hidePopup: 0, todayHideTime: null, show: true });
  });

  it("'today' ends at the player's midnight, not UTC's: the same instants in two zones", () => {
    const hide = Date.UTC(2026, 5, 1, 10); // 17:00 in Bangkok, 15:00 in Karachi
    const closed = closePopup(fresh(hashes, { show: true }), true, hide);
    const at1800utc = Date.UTC(2026, 5, 1, 18); // 01:00 next day in Bangkok, 23:00 in Karachi
    expect(decidePopup(items, closed, at1800utc, 'Asia/Bangkok').show).toBe(true);
    expect(decidePopup(items, closed, at1800utc, 'Asia/Karachi').show).toBe(false);
    expect(decidePopup(items, closed, Date.UTC(2026, 5, 1, 19), 'Asia/Karachi').show).toBe(true);
  });

  it("a 'today' hide just after midnight lasts the whole day", () => {
    const zone = 'Asia/Bangkok';
    const hide = Date.UTC(2026, 5, 1, 17, 1); // 00:01 local on the 2nd
    const closed = closePopup(fresh(hashes, { show: true }), true, hide);
    expect(decidePopup(items, closed, Date.UTC(2026, 5, 2, 16, 59), zone).show).toBe(false);
    expect(decidePopup(items, closed, Date.UTC(2026, 5, 2, 17, 0), zone).show).toBe(true);
  });
});

describe('forced reading', () => {
  it('is on when any item asks for it', () => {
    expect(isForced([{ forcedReading: false }, {}])).toBe(false);
    expect(isForced([{}, { forcedReading: true }])).toBe(true);
  });
  it('closes only on the last slide', () => {
    expect(canClose(true, 0, 3)).toBe(false);
    expect(canClose(true, 1, 3)).toBe(false);
    expect(canClose(true, 2, 3)).toBe(true);
    expect(canClose(false, 0, 3)).toBe(true);
    expect(canClose(true, 0, 1)).toBe(true);
  });
});
