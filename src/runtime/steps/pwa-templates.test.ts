// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeTemplates, nextStoredTemplates, readLiveTemplates, readStoredTemplates, templatesFromStatus, type StoredTemplates, type PwaTemplate } from './pwa-templates';

const base: PwaTemplate = {
  title: 'Lucky VN - Xổ số',
  shortName: 'Lucky VN',
  description: 'Xổ số ba miền',
  icons: { 192: 'assets/icon-192.png', 256: 'assets/icon-256.png', 384: 'assets/icon-384.png', 512: 'assets/icon-512.png' },
};

describe('readLiveTemplates', () => {
  it('reads mobileTemplate.parameters.pwa', () => {
    expect(templatesFromStatus({ parameters: { pwa: { updatedAt: 5, title: 'New', icons: { 192: '/m/x/192.png' } } } })).toEqual({
      updatedAt: 5, title: 'New', shortName: undefined, description: undefined, icons: { 192: '/m/x/192.png' },
    });
    expect(templatesFromStatus({})).toBeNull();
    expect(templatesFromStatus(undefined)).toBeNull();
  });

  it('needs updatedAt: without it nobody can tell newer from older', () => {
    expect(readLiveTemplates({ title: 'New' })).toBeNull();
    expect(readLiveTemplates({ updatedAt: '5', title: 'New' })).toBeNull();
    expect(readLiveTemplates([{ updatedAt: 5 }])).toBeNull();
  });

  it('keeps only https: icons and paths on this origin; drops empty or overlong text', () => {
    const live = readLiveTemplates({
      updatedAt: 1,
      title: ' ',
      shortName: 'a much too long short name',
      icons: { 192: 'javascript:alert(1)', 256: '//evil.example/i.png', 384: 'http://cdn.example/i.png', 512: 'https://cdn.example/512.png', 999: '/m/x.png' },
    });
    expect(live).toEqual({ updatedAt: 1, title: undefined, shortName: undefined, description: undefined, icons: { 512: 'https://cdn.example/512.png' } });
  });
});

describe('nextStoredTemplates', () => {
  const stored = (updatedAt: number, merchant = 'luckyvn'): StoredTemplates => ({ merchant, parameters: { pwa: { updatedAt, icons: {} } } });
  const live = (updatedAt: number) => ({ updatedAt, title: 'Live', icons: {} });

  it('stores templates newer than the stored ones, keeps the stored when not newer', () => {
    expect(nextStoredTemplates(null, { answered: true, live: live(2) }, 'luckyvn')).toEqual({ merchant: 'luckyvn', parameters: { pwa: live(2) } });
    expect(nextStoredTemplates(stored(1), { answered: true, live: live(2) }, 'luckyvn')?.parameters.pwa.updatedAt).toBe(2);
    expect(nextStoredTemplates(stored(3), { answered: true, live: live(2) }, 'luckyvn')).toEqual(stored(3));
    expect(nextStoredTemplates(stored(2), { answered: true, live: live(2) }, 'luckyvn')).toEqual(stored(2));
  });

  it('forgets them when the status answers without templates; keeps them when it did not answer', () => {
    expect(nextStoredTemplates(stored(1), { answered: true, live: null }, 'luckyvn')).toBeNull();
    expect(nextStoredTemplates(stored(1), { answered: false, live: null }, 'luckyvn')).toEqual(stored(1));
  });

  it('reads a stored copy only for its own merchant', () => {
    expect(readStoredTemplates(stored(1, 'siamspin'), 'luckyvn')).toBeNull();
    expect(readStoredTemplates(stored(1), 'luckyvn')).toEqual(stored(1));
    expect(readStoredTemplates('garbage', 'luckyvn')).toBeNull();
  });
});

describe('mergeTemplates', () => {
  it('lays live values over the manifest, with every icon URL absolute', () => {
    const merged = mergeTemplates(base, { updatedAt: 1, shortName: 'LVN', icons: { 512: '/m/cdn/512.png', 256: 'https://cdn.example/256.png' } },
      (path) => `/m/merchants/luckyvn/${path}`, 'https://lvn.example');
    expect(merged).toEqual({
      title: base.title,
      shortName: 'LVN',
      description: base.description,
      icons: {
        192: 'https://lvn.example/m/merchants/luckyvn/assets/icon-192.png',
        256: 'https://cdn.example/256.png',
        384: 'https://lvn.example/m/merchants/luckyvn/assets/icon-384.png',
        512: 'https://lvn.example/m/cdn/512.png',
      },
    });
  });
});
