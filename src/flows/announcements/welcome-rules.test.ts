// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Banner } from '@/lib/wire/shapes';
import { fileName, isWelcomePath, welcomeQueue, type WelcomeFacts } from './welcome-rules';

const banner = (groupName: Banner['groupName'], url: string): Banner => ({ groupName, url, linkageType: 'P', linkage: '501', roomId: null, nodeId: null, gameType: null, vendor: null });
const one = banner('m_popup1', '/banners/luckyvn/welcome-1.jpg');
const two = banner('m_popup2', '/banners/luckyvn/welcome-2.jpg?v=3');
const carousel = banner('m_banner', '/banners/luckyvn/1.jpg');
const facts: WelcomeFacts = { inNativeApp: false, dismissedThisSession: false, path: '/m/home', homePath: '/m/home' };

describe('welcomeQueue', () => {
  it('shows the first, then the second, whatever the server order', () => {
    expect(welcomeQueue([carousel, two, one], {}, facts)).toEqual([one, two]);
  });
  it('skips a picture whose file name was already shown, and shows a new one', () => {
    expect(welcomeQueue([one, two], { m_popup1: 'welcome-1.jpg' }, facts)).toEqual([two]);
    expect(welcomeQueue([one, two], { m_popup1: 'welcome-1.jpg', m_popup2: 'welcome-2.jpg' }, facts)).toEqual([]);
    expect(welcomeQueue([banner('m_popup1', '/banners/luckyvn/welcome-1b.jpg'), two], { m_popup1: 'welcome-1.jpg', m_popup2: 'welcome-2.jpg' }, facts).map((b) => b.url)).toEqual(['/banners/luckyvn/welcome-1b.jpg']);
  });
  it('shows nothing in the native app, once dismissed this session, or off home', () => {
    expect(welcomeQueue([one, two], {}, { ...facts, inNativeApp: true })).toEqual([]);
    expect(welcomeQueue([one, two], {}, { ...facts, dismissedThisSession: true })).toEqual([]);
    expect(welcomeQueue([one, two], {}, { ...facts, path: '/m/activity' })).toEqual([]);
  });
  it('ignores banners without a picture', () => {
    expect(welcomeQueue([banner('m_popup1', ''), two], {}, facts)).toEqual([two]);
  });
});

describe('isWelcomePath', () => {
  it.each(['/', '/m', '/m/', '/m/home', '/m/home/', '/m/index', '/m/index.html', '/M/Home'])('%s is home', (path) => {
    expect(isWelcomePath(path, '/m/home')).toBe(true);
  });
  it.each(['/m/login', '/m/activity', '/m/home/x', '/m/game'])('%s is not', (path) => {
    expect(isWelcomePath(path, '/m/home')).toBe(false);
  });
  it('counts the merchant home path', () => {
    expect(isWelcomePath('/m/lobby', '/m/lobby')).toBe(true);
  });
});

describe('fileName', () => {
  it('is the last segment without query', () => {
    expect(fileName('https://cdn.x/a/b/pic.jpg?v=2#x')).toBe('pic.jpg');
    expect(fileName('/pic.jpg')).toBe('pic.jpg');
  });
});
