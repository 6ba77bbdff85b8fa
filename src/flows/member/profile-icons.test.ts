// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { iconBase, profileIconUrl, shownIcon } from './profile-icons';

const manifest = { redirectAllowList: [], games: { imageOrigins: ['https://img.good.example', 'http://cdn-a.localhost'], launchOrigins: [], frameOrigins: [] } };

describe('profile icons', () => {
  it('come from the first allowed image CDN', () => {
    expect(iconBase(['https://evil.example', 'http://cdn-a.localhost:4173'], manifest)).toBe('http://cdn-a.localhost:4173');
    expect(iconBase(['https://evil.example'], manifest)).toBeNull();
    expect(profileIconUrl(3, 'https://img.good.example')).toBe('https://img.good.example/profile-icons/3.png');
    expect(profileIconUrl(3, null)).toBeNull();
  });

  it('show the chosen icon when it is in the set, else the first', () => {
    expect(shownIcon(4, 9)).toBe(4);
    expect(shownIcon(12, 9)).toBe(1);
    expect(shownIcon(null, 9)).toBe(1);
  });
});
