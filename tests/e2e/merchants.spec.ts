import { expect, test } from './support/fixtures';

test.describe('merchants are data', () => {
  // A browser language no demo merchant supports, so each shows its own default language.
  test.use({ locale: 'ja-JP' });

  test('two hosts render two merchants visibly differently', async ({ page, origin }) => {
    await page.goto(`${origin('luckyvn')}/m/home`);
    // The Vietnamese brand's lobby leads with lottery, in Vietnamese.
    const luckyLanes = page.locator('.lobby-lanes .lane__title');
    await expect(luckyLanes.first()).toContainText('Xổ số');
    // The lanes past the second render as they come near the screen: scroll down to them.
    await expect(async () => {
      await page.mouse.wheel(0, 1500);
      await expect(luckyLanes).toHaveCount(7, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator('.lobby-lanes .lane__all').first()).toHaveAttribute('href', '/m/game?category=LOTT');
    const lucky = await page.locator('.screen__header').evaluate((el) => ({
      brand: el.textContent, color: getComputedStyle(el).backgroundColor, lang: document.documentElement.lang,
    }));
    await page.goto(`${origin('goldcrest')}/m/home`);
    const gold = await page.locator('.screen__header').evaluate((el) => ({
      brand: el.textContent, color: getComputedStyle(el).backgroundColor, lang: document.documentElement.lang,
    }));
    // The general mix leads with slots.
    await expect(page.locator('.lobby-lanes .lane__title').first()).toContainText('Slots');
    expect(lucky.brand).not.toBe(gold.brand);
    expect(lucky.color).not.toBe(gold.color);
    expect(lucky.lang).toBe('vi');
    expect(gold.lang).toBe('en');
  });

  test('a merchant whose home is for members sends visitors to log in', async ({ page, origin }) => {
    await page.goto(`${origin('siamspin')}/m/home`);
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    // Home would lead straight back here, so the login page offers no back button.
    await expect(page.locator('input[name="username"]')).toBeVisible();
    await expect(page.locator('.screen__back')).toHaveCount(0);
  });

  test('Urdu is right-to-left and the Language header follows the choice', async ({ page, origin, wpsRequests }) => {
    await page.goto(`${origin('goldcrest')}/m/home?language=UR`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page).toHaveURL(/\/m\/home$/); // the choice was stored and left the address bar
    // The server answers the lanes in the Language header's language.
    await expect(page.locator('.lobby-lanes .lane__title').first()).toContainText('سلاٹس');
    await page.locator('select.lang-select').focus(); // reached first, as a player does
    await page.locator('select.lang-select').selectOption('EN');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const before = wpsRequests.length;
    await page.reload();
    // The page paints from Goldcrest's HTML shell (English, its default) first: wait for the app.
    await expect(page.locator('#root:not([data-shell]) .lobby-lanes .lane__title').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const after = wpsRequests.slice(before);
    expect(after.length).toBeGreaterThan(0);
    for (const request of after) expect((await request.allHeaders()).language).toBe('EN');
  });

  test('a broken manifest shows the configuration screen, never a blank page', async ({ page, origin }) => {
    await page.route('**/m/merchants/luckyvn/manifest.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'luckyvn', merchantCdoe: 'LVN' }) }));
    await page.goto(`${origin()}/m/home`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(1); // retry, labelled in the player's language
    await page.locator('summary').click();
    await expect(page.getByText(/merchantCdoe|additional/)).toBeVisible();
  });

  test('the dev override ?merchant= works on the sandbox', async ({ page, origin }) => {
    await page.goto(`${origin()}/m/home?merchant=goldcrest`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
