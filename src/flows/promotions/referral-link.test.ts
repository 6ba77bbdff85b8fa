// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { copyText, referralLink, shareLink } from './referral-link';

const data = { title: 'Lucky VN', text: 'Join me', url: 'https://m.x/m/register?r=LVN1' };

describe('referralLink', () => {
  it('is the register page with r = the code; the page alone for a visitor; null without a register route', () => {
    expect(referralLink('https://m.x', '/m/register', 'LVN 1&2')).toBe('https://m.x/m/register?r=LVN+1%262');
    expect(referralLink('https://m.x', '/m/register', null)).toBe('https://m.x/m/register');
    expect(referralLink('https://m.x', null, 'LVN1')).toBeNull();
  });
});

describe('shareLink and copyText', () => {
  it('uses the share sheet when there is one; a closed sheet says nothing', async () => {
    const share = vi.fn(() => Promise.resolve());
    const copy = vi.fn(() => Promise.resolve());
    expect(await shareLink(data, { share, copy })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(copy).not.toHaveBeenCalled();
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    expect(await shareLink(data, { share: () => Promise.reject(abort), copy })).toBe('cancelled');
  });
  it('copies the link without a share sheet, when the sheet cannot take it, or when it fails', async () => {
    const copy = vi.fn(() => Promise.resolve());
    expect(await shareLink(data, { copy })).toBe('copied');
    expect(copy).toHaveBeenLastCalledWith(data.url);
    expect(await shareLink(data, { share: () => Promise.resolve(), canShare: () => false, copy })).toBe('copied');
    expect(await shareLink(data, { share: () => Promise.reject(new Error('NotAllowed')), copy })).toBe('copied');
    expect(await copyText('x', { copy: () => Promise.reject(new Error('denied')) })).toBe('failed');
  });
});
