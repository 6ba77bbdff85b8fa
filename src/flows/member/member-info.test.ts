// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readMemberInfo } from './member-info';

describe('readMemberInfo', () => {
  it('reads the member info fields', () => {
    expect(readMemberInfo({ id: 17, userName: 'demo', type: 0, language: 'VI', clubLabel: { labelName: 'Gold', type: 'AUTO', rankLevel: 3 }, vipRankLevel: 3, hasVip: true }))
      .toEqual({ id: '17', userName: 'demo', type: 0, language: 'VI', clubLabel: { labelName: 'Gold', type: 'AUTO', rankLevel: 3 }, vipRankLevel: 3, hasVip: true });
  });

  it('treats a missing type as not logged in and tolerates nulls', () => {
    expect(readMemberInfo(null)).toMatchObject({ type: -1, clubLabel: null, vipRankLevel: null, hasVip: false });
  });
});
