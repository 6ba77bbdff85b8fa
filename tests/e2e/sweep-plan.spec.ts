import type { Page } from '@playwright/test';
import { buildRouteTable } from '../../src/runtime/steps/build-route-table';
import { expect, sandboxToken, test } from './support/fixtures';
import { SAME_FOR_MEMBER, sameForMember, settled, startAs, sweepManifests, trackRequests } from './support/surfaces';

/**
 * The sweep's plan holds: every public screen the member's sweep leaves out (SAME_FOR_MEMBER in
 * support/surfaces.ts, because a visitor's sweep checks it) shows a member what it shows a visitor.
 * Each is loaded as both, and what is on screen (every visible element: its tag, classes, role,
 * label and own text) must be the same. A screen that starts to show a member something else fails
 * here, and goes back into the member's sweep.
 */

/** What is on screen: one line per visible element, in document order. */
const onScreen = (page: Page) => page.evaluate(() => {
  const lines: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions)) continue;
    const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent?.trim()).filter(Boolean).join(' ');
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/).sort().join('.') : '';
    lines.push(`${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}[${el.getAttribute('role') ?? ''}|${el.getAttribute('aria-label') ?? ''}] ${own}`);
  }
  return lines;
});

for (const m of sweepManifests().filter((m) => buildRouteTable(m.routes).routes.some((r) => sameForMember(m, r)))) {
  const screens = buildRouteTable(m.routes).routes.filter((r) => sameForMember(m, r));
  test(`sweep plan, ${m.id}: ${screens.map((r) => r.id).join(', ')} look the same to a member as to a visitor`, async ({ browser, origin, sandbox }) => {
    test.setTimeout(90_000); // six page loads
    expect(screens.length, 'the merchant has public screens the member sweep leaves out').toBeGreaterThan(0);
    const open = async (token?: string) => {
      const page = await (await browser.newContext()).newPage();
      await startAs(page, { language: 'EN', merchantCode: m.merchantCode, token, quietInstallPrompt: true });
      trackRequests(page);
      return page;
    };
    const visitor = await open();
    const member = await open(await sandboxToken(sandbox, m.merchantCode));
    for (const route of screens) {
      for (const page of [visitor, member]) {
        await page.goto(`${origin(m.id)}${route.path}`);
        expect(await settled(page)).toBe(route.id);
      }
      // A part that comes after the first paint (the customer-service list, for one) may still be on
      // its way in either page on a busy machine: both are read until they agree, or for 10 s.
      const same = async () => JSON.stringify(await onScreen(visitor)) === JSON.stringify(await onScreen(member));
      await expect.poll(same, { timeout: 10_000 }).toBe(true).catch(() => undefined);
      const seen = { visitor: await onScreen(visitor), member: await onScreen(member) };
      expect(seen.visitor.length, `${route.id} shows something`).toBeGreaterThan(5);
      expect(seen.member, `${route.id}: a member sees what a visitor sees (${SAME_FOR_MEMBER[route.screen]})`).toEqual(seen.visitor);
    }
    await visitor.context().close();
    await member.context().close();
  });
}
