import type { Page } from '@playwright/test';

/** Holds the app's own code (the core file) until the returned function is called: the shell stays meanwhile. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/m\/assets\/core-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
