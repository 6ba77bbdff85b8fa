import type { Page } from '@playwright/test';
import { appTookOver, expect, failedToLoad, SERVING, test } from './support/fixtures';

/**
 * The lobby a player sees: home's banners, marquee and lanes of game tiles whose pictures come from
 * the image CDNs of the status response (only those the manifest allows, one failing host falls
 * back to the other), the game page's search, favourites kept over a reload, lane titles in the
 * chosen language, and the bottom navigation.
 */
const CODE = { luckyvn: 'LVN', goldcrest: 'GCR', siamspin: 'SSP' } as const;

/** Scrolls the page and every lane to their ends, in steps, so every tile comes near the screen once. */
async function scrollThrough(page: Page): Promise<void> {
  await allLanes(page);
  await page.evaluate(async () => {
    // At least 60 ms and two frames at each position: the intersection observer that tells a tile
    // it is near (near-screen.ts) looks once a frame, and a busy machine may draw one frame in
    // more than 60 ms; a tile that was in view only between two frames is never seen.
    const pause = () => Promise.all([new Promise((r) => setTimeout(r, 60)), new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))]);
    for (const row of document.querySelectorAll<HTMLElement>('.lane__row')) {
      row.scrollIntoView({ block: 'center' });
      await pause();
      // A screen's width less 40 px a step: every tile overlaps the lane's view at one step or
      // more (its pictures load when they come within 40 px of it, near-screen.ts).
      const step = Math.max(200, row.clientWidth - 40);
      // A row starts with its first tiles and fills on the first swipe (game-lane-view.tsx), in a
      // transition that a busy machine may render a good while later: swipe, then wait for it.
      row.scrollLeft = step;
      for (let waited = 0; !row.hasAttribute('data-whole') && waited < 10_000; waited += 60) await pause();
      for (let width = -1; width !== row.scrollWidth; ) {
        width = row.scrollWidth;
        for (let x = 0; x <= width; x += step) {
          row.scrollLeft = x;
          await pause();
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  });
}

/**
 * Home renders each lane after the second as it comes near the screen (home-lanes.tsx): scrolls
 * down until none is left to come, and checks there are at least six.
 */
async function allLanes(page: Page): Promise<void> {
  await expect(page.locator('.lobby-lanes .lane').first()).toBeVisible({ timeout: 15_000 });
  await expect(async () => {
    await page.evaluate(async () => {
      const pause = () => Promise.all([new Promise((r) => setTimeout(r, 60)), new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))]);
      for (let y = 0; y <= document.documentElement.scrollHeight; y += 300) {
        scrollTo(0, y);
        await pause();
      }
    });
    await expect(page.locator('.lane-skeleton--next')).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  expect(await page.locator('.lobby-lanes .lane').count()).toBeGreaterThanOrEqual(6);
}

/** Waits until every tile's picture has loaded; returns the tiles (name) still without one. */
async function tilesWithoutPicture(page: Page): Promise<string[]> {
  const missing = () =>
    page.$$eval('.tile:not(.tile--skeleton)', (tiles) =>
      tiles.filter((t) => {
        const img = t.querySelector<HTMLImageElement>('img.tile__img');
        return !img || !img.complete || img.naturalWidth === 0;
      }).map((t) => t.querySelector('.tile__name')?.textContent ?? '?'));
  await expect.poll(async () => (await missing()).length, { timeout: 15_000 }).toBe(0).catch(() => undefined);
  return missing();
}

async function laneTitles(page: Page): Promise<string[]> {
  return page.locator('.lobby-lanes .lane__title').allTextContents();
}

async function login(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/m/login`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

for (const merchant of ['luckyvn', 'goldcrest'] as const) {
  test(`${merchant}: home shows the banners, the marquee where it is on, and at least 6 lanes whose pictures load`, async ({ page, origin }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' }); // the marquee's speed is checked
    const ownBanners: string[] = [];
    page.on('response', (r) => /\/merchants\/[a-z]+\/assets\/banners\//.test(r.url()) && ownBanners.push(`${new URL(r.url()).pathname.split('/').pop()} ${r.headers()['content-type']}`));
    await page.goto(`${origin(merchant)}/m/home`);
    // The first banner is the manifest's, painted with the page; the server's m_banner banners join the strip.
    const first = page.locator('.banners__slide').first().locator('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => first.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    // Chromium takes the AVIF, the first of the picture's sources: its WebP and JPEG are never fetched.
    const firstSrc = await first.evaluate((i: HTMLImageElement) => i.currentSrc.split('/').pop()!);
    expect(firstSrc).toMatch(/\.avif$/);
    expect(ownBanners.filter((b) => b.startsWith(firstSrc.replace(/\.avif$/, '.')))).toEqual([`${firstSrc} image/avif`]);
    await expect.poll(() => page.locator('.banners__slide').count()).toBeGreaterThanOrEqual(4);
    await expect(page.locator('.banners__dot')).toHaveCount(await page.locator('.banners__slide').count());

    if (merchant === 'luckyvn') {
      const marquee = page.getByRole('region', { name: 'Announcements' });
      await expect(marquee.getByRole('listitem').first()).toBeAttached();
      await expect(marquee.locator('.marquee__viewport')).toHaveAttribute('aria-hidden', 'true');
      // 60 px per second by default: the duration is the width of one copy over the speed.
      const { width, seconds } = await marquee.locator('.marquee__track').evaluate((t: HTMLElement) => ({ width: (t.firstElementChild as HTMLElement).scrollWidth, seconds: Number(t.dataset.seconds) }));
      expect(seconds).toBeCloseTo(width / 60, 1);
    } else {
      // Gold Crest's manifest turns the marquee off: the lanes are there, the marquee is not.
      await expect(page.locator('.lobby-lanes .lane').first()).toBeVisible();
      await expect(page.locator('.marquee')).toHaveCount(0);
    }

    await scrollThrough(page);
    expect(await tilesWithoutPicture(page)).toEqual([]);
    expect(await page.locator('.tile__img').count()).toBeGreaterThanOrEqual(6);
    // A visitor sees the account's entry points and the bottom navigation on home, marked current.
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('.bottom-nav [aria-current="page"]')).toHaveText('Home');
  });

  test(`${merchant}: search finds a game by a part of its name in another case`, async ({ page, origin }) => {
    await page.goto(`${origin(merchant)}/m/game`);
    await expect(page.locator('.grid .tile').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search games' }).fill('mahJONG w');
    await expect(page.locator('.grid .tile__name').filter({ hasText: /^Mahjong Ways/ }).first()).toBeVisible();
    await expect(page.locator('.grid .tile__name').filter({ hasNotText: /Mahjong Ways/i })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search games' }).fill('no such game zz');
    await expect(page.locator('.lane__empty[role="status"]')).toContainText('No game matches');
  });

  test(`${merchant}: a favourite survives a reload and shows as a lane on home`, { tag: merchant === 'luckyvn' ? SERVING : [] }, async ({ page, origin }) => {
    await page.goto(`${origin(merchant)}/m/home`);
    await appTookOver(page); // a tap on the shell's markup before the app has taken it over does nothing
    const tile = page.locator('.lobby-lanes .lane').nth(0).locator('.tile').first();
    const name = (await tile.locator('.tile__name').textContent())!;
    await tile.getByRole('button', { name: `Favourite: ${name}` }).click();
    await expect(tile.getByRole('button', { name: `Favourite: ${name}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/m\/home$/); // the star does not launch
    await page.reload();
    const favourites = page.getByRole('region', { name: 'Favourites' });
    await expect(favourites.locator('.tile__name')).toHaveText([name]);
    await expect(favourites.getByRole('button', { name: `Favourite: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  });

  // The fallback is the image-host code's, whatever the merchant: checked once, at Lucky VN.
  if (merchant === 'luckyvn') test(`${merchant}: with one image CDN switched off, every tile still shows its picture`, async ({ page, origin, control, expectConsoleError }) => {
    await control('scenario', { merchant: CODE[merchant], set: { imageCdn: { off: ['cdn-a'] } } });
    expectConsoleError(failedToLoad(503), 'the scenario switches cdn-a off: pictures picked there fail once, then load from cdn-b', { at: /^http:\/\/cdn-a\.localhost/ });
    await page.goto(`${origin(merchant)}/m/home`);
    await scrollThrough(page);
    expect(await tilesWithoutPicture(page)).toEqual([]);
    const sources = await page.$$eval('.tile__img', (imgs) => imgs.map((i) => new URL((i as HTMLImageElement).currentSrc).hostname));
    expect(new Set(sources)).toEqual(new Set(['cdn-b.localhost']));
  });
}

test('a host of imageCDNs that the manifest does not allow is never asked for a picture', async ({ page, origin, sandbox, control }) => {
  const port = sandbox.port;
  // Both are hosts a page could ask: one off the machine (the guards would also catch a request to it), one on it but not on Lucky VN's list.
  await control('scenario', { merchant: 'LVN', set: { imageCdns: ['https://img.evil.example', `http://cdn-evil.localhost:${port}`, `http://cdn-b.localhost:${port}`] } });
  const hosts = new Set<string>();
  page.on('request', (r) => hosts.add(new URL(r.url()).hostname));
  await page.goto(`${origin('luckyvn')}/m/home`);
  await scrollThrough(page);
  expect(await tilesWithoutPicture(page)).toEqual([]);
  expect(hosts.has('cdn-b.localhost')).toBe(true);
  expect(hosts.has('cdn-evil.localhost')).toBe(false);
  expect(hosts.has('img.evil.example')).toBe(false);
});

test('luckyvn: lane titles follow the language, and the game page finds "Xổ số Miền Bắc" by "xo so MIEN bac"', async ({ page, origin }) => {
  await page.goto(`${origin('luckyvn')}/m/home`);
  await expect.poll(() => laneTitles(page)).toContain('Lottery');
  // Reached first, as a player does (a tap or focus lists every language at once).
  const chooser = page.getByRole('combobox', { name: /language/i });
  await chooser.focus();
  await chooser.selectOption('VI');
  await expect.poll(() => laneTitles(page)).toContain('Xổ số');
  await page.locator('.bottom-nav').getByRole('link', { name: 'Trò chơi' }).or(page.locator('.bottom-nav a[href="/m/game"]')).first().click();
  await expect(page).toHaveURL(/\/m\/game/);
  await page.getByRole('searchbox').fill('xo so MIEN bac');
  await expect(page.locator('.grid .tile__name')).toHaveText(['Xổ số Miền Bắc']);
});

test('siamspin: a member sees the lanes with pictures, their name and the bottom navigation', async ({ page, origin }) => {
  const base = origin('siamspin');
  // Siam Spin offers the install prompt to a member on home: skipped for this session, as "Continue in the browser" would.
  await page.addInitScript(() => sessionStorage.setItem('a2hs-skipped', '1'));
  await login(page, base);
  await expect(page.locator('.home__greeting')).toContainText('demo');
  await scrollThrough(page);
  expect(await tilesWithoutPicture(page)).toEqual([]);
  await expect(page.locator('.bottom-nav a')).toHaveCount(5); // with the chat button (CBS3 on)
  await expect(page.locator('.bottom-nav__item--chat')).toHaveAttribute('href', '/m/chat');
  const english = await laneTitles(page);
  const chooser = page.getByRole('combobox', { name: /language/i });
  await chooser.focus(); // reached first, as a player does
  await chooser.selectOption('TH');
  await expect.poll(async () => (await laneTitles(page)).filter((t) => /[\u0E00-\u0E7F]/.test(t)).length).toBe(english.length);
});

test('home renders lanes and tiles as the player reaches them; a keyboard player tabbing in gets them all', async ({ page, origin }) => {
  await page.goto(`${origin('luckyvn')}/m/home`);
  const lanes = page.locator('.lobby-lanes .lane');
  await expect(lanes.first()).toBeVisible({ timeout: 15_000 });
  // Before any scroll: two lanes, the next one's place-holder, and rows of four tiles.
  await expect(page.locator('.lane-skeleton--next')).toHaveCount(1);
  expect(await lanes.count()).toBeLessThan(6);
  const firstRow = lanes.first().locator('.lane__row > li');
  await expect(firstRow).toHaveCount(4);
  // Tab into the lanes: every lane comes, and the row the focus is in fills.
  await lanes.first().locator('.tile__link').first().focus();
  await expect(page.locator('.lane-skeleton--next')).toHaveCount(0);
  await expect.poll(() => lanes.count()).toBeGreaterThanOrEqual(6);
  await expect.poll(() => firstRow.count()).toBeGreaterThan(4);
});

test('a lane list that fails shows the error with a retry, and an empty lane says so', async ({ page, origin, control }) => {
  await control('scenario', { merchant: 'LVN', set: { games: { lanes: 'fail' } } });
  await page.goto(`${origin('luckyvn')}/m/home`);
  await expect(page.getByRole('alert')).toContainText('could not be loaded');
  await control('scenario', { merchant: 'LVN', set: { games: { emptyLane: 'FISH' } } });
  await page.getByRole('button', { name: 'Retry' }).click();
  await allLanes(page);
  await expect(page.locator('.lane__empty').first()).toContainText('No games here yet');
});

test('the game page keeps the grid small with 500 games, reaches the last one, and fits a narrower screen at once', async ({ page, origin, control }) => {
  await control('scenario', { merchant: 'LVN', set: { games: { bulk: 500 } } });
  await page.goto(`${origin('luckyvn')}/m/game?category=TCG`);
  await page.getByRole('button', { name: 'PGSOFT', exact: true }).click();
  await expect(page.locator('.game-count')).toHaveText('500 games');
  // Only the rows near the screen are in the page: about a screen and a half of tiles, not 500.
  expect(await page.locator('.grid .tile').count()).toBeLessThanOrEqual(45);
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('.grid .tile__name').last()).toBeInViewport();
  expect(await page.locator('.grid .tile').count()).toBeLessThanOrEqual(45);
  await page.evaluate(() => scrollTo(0, 0));
  await expect(page.locator('.grid .tile__name').first()).toBeInViewport();

  // A narrower screen (a turned phone, a resized window) on a slow phone: by the second frame after
  // the resize, the rows have the new number of columns, none past the screen's edge.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.setViewportSize({ width: 320, height: 700 });
  const rightmost = await page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
    done(Math.max(...[...document.querySelectorAll('.grid__cell')].map((cell) => cell.getBoundingClientRect().right)));
  }))));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(rightmost).toBeLessThanOrEqual(320);
});

test('under prefers-reduced-motion the marquee stands still and the banners do not slide by themselves', async ({ page, origin }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // the run's default too (playwright.config.ts): said here, as it is the point
  // The autoplay interval is a timer in the page: its clock is moved on instead of waiting.
  await page.clock.install();
  await page.goto(`${origin('luckyvn')}/m/home`);
  const track = page.locator('.marquee__track');
  await expect(track).toBeAttached();
  expect(await track.evaluate((t) => getComputedStyle(t).animationName)).toBe('none');
  await expect(page.locator('.banners__dot')).not.toHaveCount(0);
  const strip = page.locator('.banners__strip');
  // The server's banners have joined the strip and the dots count them all: the controls have
  // their last slide count, the one an autoplay timer would run with (it restarts on each change).
  await expect(strip.locator('button.banners__link')).not.toHaveCount(0);
  await expect(page.locator('.banners__dot')).toHaveCount(await strip.locator('.banners__slide').count());
  // Past one autoplay interval (AUTOPLAY_MS, 5 s, src/flows/games/lobby/banner-carousel.tsx) in the
  // page's clock, twice over: a timer set just after the last count is covered too.
  await page.clock.runFor(2 * 5_000);
  expect(await strip.evaluate((s) => s.scrollLeft)).toBe(0);
  await expect(page.locator('.banners__dot').first()).toHaveAttribute('aria-current', 'true');
});

test('banners slide by themselves every 5 s when motion is welcome', async ({ page, origin }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' }); // the run's default is 'reduce' (playwright.config.ts)
  await page.clock.install();
  await page.goto(`${origin('luckyvn')}/m/home`);
  const strip = page.locator('.banners__strip');
  // Every banner is in (the autoplay timer restarts when the count changes), the first one shown.
  await expect(strip.locator('button.banners__link')).not.toHaveCount(0);
  await expect(page.locator('.banners__dot')).toHaveCount(await strip.locator('.banners__slide').count());
  await expect(page.locator('.banners__dot').first()).toHaveAttribute('aria-current', 'true');
  // One interval (AUTOPLAY_MS, 5 s) on the page's clock: the next banner, and the strip has moved.
  await page.clock.fastForward(5_000);
  await expect(page.locator('.banners__dot').nth(1)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => strip.evaluate((s) => s.scrollLeft)).toBeGreaterThan(0);
});

test('a game banner tapped by a visitor goes through login and launches that game', async ({ page, origin }) => {
  await page.goto(`${origin('luckyvn')}/m/home`);
  const game = page.locator('.banners__slide button[data-linkage="G"]').first();
  await game.scrollIntoViewIfNeeded();
  await game.click();
  await expect(page).toHaveURL(/\/m\/login\?returnTo=%2Fm%2FlaunchGame%3F/);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  // No second tap: the login page launches the game, and the vendor's page shows what it was launched with.
  await expect(page).toHaveURL(/^http:\/\/games\.localhost:\d+\/play\?/, { timeout: 15_000 });
});
