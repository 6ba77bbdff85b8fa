// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatEndTime } from './format-end-time';

const END = 1_900_000_000_000; // 2030-03-17T17:46:40Z

describe('formatEndTime (the player’s time zone, in their language)', () => {
  it('shows the instant in the given zone, with the zone named', () => {
    expect(formatEndTime(END, 'EN', 'Asia/Ho_Chi_Minh')).toBe('Mar 18, 2030, 12:46 AM GMT+7');
    expect(formatEndTime(END, 'EN', 'UTC')).toBe('Mar 17, 2030, 5:46 PM UTC');
  });

  it('follows the language’s own conventions', () => {
    expect(formatEndTime(END, 'VI', 'Asia/Ho_Chi_Minh')).toContain('thg 3');
    expect(formatEndTime(END, 'TH', 'Asia/Bangkok')).toContain('2573'); // Buddhist era
    expect(formatEndTime(END, 'CN', 'Asia/Shanghai')).toContain('2030年3月18日');
    expect(formatEndTime(END, 'JA', 'Asia/Tokyo')).toContain('2030年3月18日');
  });
});
