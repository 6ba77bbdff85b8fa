import { describe, expect, it } from 'vitest';
import { assetScripts, isLandingCandidate, isShell, landingKey } from './landing-shells';

describe('landing shells', () => {
  it('takes pages under /m/ and leaves files and other paths alone', () => {
    const at = (path: string) => isLandingCandidate(new URL(path, 'https://m.example'));
    expect([at('/m/'), at('/m/home'), at('/m/login?redirectUrl=/m/x.y'), at('/m/pages/terms.html')]).toEqual([true, true, true, true]);
    expect([at('/m/profile.mobileconfig'), at('/m/assets/a.js'), at('/wps/system/status'), at('/other')]).toEqual([false, false, false, false]);
  });

  it('keys a page by its path, without the query', () => {
    expect(landingKey(new URL('https://m.example/m/home?token=abc#x'))).toBe('https://m.example/m/home');
  });

  it('tells a shell from the app page', () => {
    expect(isShell('<body><div id="root" data-shell="home"><main class="screen"></main></div>')).toBe(true);
    expect(isShell('<body><div id="root"></div><p>data-shell</p>')).toBe(false);
  });

  it('lists the app scripts of index.html and of a shell', () => {
    expect(assetScripts('<script type="module" crossorigin src="/m/assets/react-1.js"></script><script src="https://cdn.example/x.js"></script>')).toEqual(['/m/assets/react-1.js']);
    expect(assetScripts('<script defer src="/m/shells/start.js" data-app="/m/assets/a-1.js /m/assets/core-2.js"></script>')).toEqual(['/m/assets/a-1.js', '/m/assets/core-2.js']);
  });
});
