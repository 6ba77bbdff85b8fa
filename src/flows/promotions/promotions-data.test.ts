// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readDetail } from './promotions-data';

describe('readDetail', () => {
  const base = { id: 502, promotionType: 'referral', title: 'Invite friends', summary: 'Share your link.', startTime: 1, endTime: null, maxBonus: 70000 };

  it('keeps the rules and the operator’s HTML description as sent (the view sanitizes it)', () => {
    const detail = readDetail({ ...base, rules: ['One account per person.', 7, null], content: '<p onclick="x()">How it works</p>' });
    expect(detail).toMatchObject({ id: '502', promotionType: 'REFERRAL', rules: ['One account per person.', '7'], content: '<p onclick="x()">How it works</p>' });
  });

  it('has no description when the server sends none, an empty one or not a string', () => {
    expect(readDetail(base).content).toBeNull();
    expect(readDetail({ ...base, content: '  ' }).content).toBeNull();
    expect(readDetail({ ...base, content: { html: '<p>x</p>' } }).content).toBeNull();
    expect(readDetail(null)).toMatchObject({ rules: [], content: null });
  });
});
