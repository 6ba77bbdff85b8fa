import { readFileSync } from 'node:fs';
import { cspFor, type CspManifest } from '../../scripts/lib/merchant-csp';
import { sandboxManifest } from '../../sandbox/overlay';
import { expect, SERVING, test } from './support/fixtures';

/**
 * Each merchant's host gets its own merchant's Content-Security-Policy (scripts/lib/merchant-csp.ts),
 * never a merge of every brand's: a page of one brand allows none of another brand's third
 * parties. The standing guards (support/guards.ts) fail any test in which the policy blocks
 * something the app needs.
 */
/** The manifest as the sandbox serves it: the brand's, with the sandbox's stand-ins (sandbox/overlay.ts). */
const manifest = (id: string) => sandboxManifest(JSON.parse(readFileSync(new URL(`../../merchants/${id}/manifest.json`, import.meta.url), 'utf8')) as CspManifest);

/** A source only one merchant's manifest brings in, with the merchant. */
const ONLY: [source: string, merchant: string][] = [
  ['https://apis.google.com', 'luckyvn'], // Firebase sign-in (gapi: public JSONP)
  ['http://127.0.0.1:9099', 'luckyvn'], // its Auth emulator
  ['https://connect.facebook.net', 'luckyvn'],
  ['https://analytics.tiktok.com', 'siamspin'],
  ['https://www.googletagmanager.com', 'goldcrest'],
];

for (const id of ['luckyvn', 'siamspin', 'goldcrest']) {
  test(`${id}'s host gets ${id}'s own policy on its shell, its pages and its worker script`, { tag: id === 'luckyvn' ? SERVING : [] }, async ({ page, origin }) => {
    const expected = cspFor(manifest(id), { domains: 'any-port' });
    const home = await page.goto(`${origin(id)}/m/home`);
    expect((await home!.allHeaders())['content-security-policy']).toBe(expected);
    const response = await page.goto(`${origin(id)}/m/login`);
    const csp = (await response!.allHeaders())['content-security-policy']!;
    expect(csp).toBe(expected);
    // The worker's script carries the same policy (it governs the worker).
    expect(await page.evaluate(async () => (await fetch('/m/sw.js')).headers.get('content-security-policy'))).toBe(expected);
    for (const [source, owner] of ONLY) {
      if (owner === id) expect(csp, source).toContain(source);
      else expect(csp, source).not.toContain(source);
    }
    expect(csp.split(/[ ;]+/)).not.toContain('https:');
    await expect(page.locator('input[name="username"]')).toBeVisible(); // the page works under it
  });
}
