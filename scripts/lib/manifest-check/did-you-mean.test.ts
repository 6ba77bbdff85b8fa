// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, suggest } from './did-you-mean';

describe('did-you-mean', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('merchantcdoe', 'merchantcode')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('prefers case-only differences, then prefixes, then the smallest edit distance', () => {
    expect(suggest('vouchercenter', ['voucherCenter', 'activity'])).toBe('voucherCenter');
    expect(suggest('merchantCdoe', ['merchantCode', 'domains', 'displayName'])).toBe('merchantCode');
    expect(suggest('AES', ['DES', 'AES-GCM'])).toBe('AES-GCM');
    expect(suggest('activty', ['activity', 'activitySignIn'])).toBe('activity');
  });

  it('suggests nothing far away, and never the input itself', () => {
    expect(suggest('xyz', ['home', 'game'])).toBeUndefined();
    expect(suggest('home', ['home'])).toBeUndefined();
    expect(didYouMean('zzzzzz', ['home'])).toBe('');
    expect(didYouMean(42, ['home'])).toBe('');
    expect(didYouMean('hoem', ['home'])).toBe(' (did you mean "home"?)');
  });
});
