import { expect, sandboxToken, test } from './support/fixtures';

// System notices driven by the sandbox's scenario switches.
const END = 1_900_000_000_000; // 2030-03-17T17:46:40Z

test.describe('maintenance', () => {
  test('shows the screen with the end time and contact-us; retry while it lasts stays, retry after it ends enters the app', async ({ page, context, origin, control, declareStandIn }) => {
    declareStandIn(/^GET https:\/\/support\.luckyvn\.example\/chat\b/, "Lucky VN's customer-service site, answered by context.route");
    await control('scenario', { merchant: 'LVN', set: { maintenance: { end: END } } });
    await context.route('https://support.luckyvn.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>chat</p>' }));
    await page.goto(`${origin()}/m/home`);
    await expect(page.getByRole('heading', { level: 2, name: 'System maintenance' })).toBeVisible();
    // In the player's zone (the browser's; UTC here), in their language.
    await expect(page.getByTestId('maintenance-end')).toHaveText(/^Expected to end: Mar 1[78], 2030/);
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0); // the routes are not rendered
    // Contact-us opens the status's customer-service entry, decrypted, in a new window.
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Contact us' }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://support.luckyvn.example/chat');
    await popup.close();

    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('status')).toContainText('Maintenance is still going on');
    await expect(page.getByRole('heading', { level: 2, name: 'System maintenance' })).toBeVisible();

    await control('scenario', { merchant: 'LVN', set: { maintenance: null } });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'System maintenance' })).toHaveCount(0);
  });

  test('without an end time there is no end line; a Thai player also reads the English copy, on Access Denied too', async ({ page, origin, control }) => {
    await control('scenario', { merchant: 'SSP', set: { maintenance: { end: null } } });
    await page.goto(`${origin('siamspin')}/m/home?language=TH`);
    await expect(page.getByRole('heading', { level: 2, name: 'ปิดปรับปรุงระบบ' })).toBeVisible();
    await expect(page.locator('.screen [lang="en"]').first()).toHaveText('System maintenance');
    await expect(page.getByTestId('maintenance-end')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();

    // Access Denied: the Thai description, and under it the English one.
    await control('scenario', { merchant: 'SSP', set: { maintenance: null, regionRestriction: true } });
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'ไม่สามารถเข้าถึงได้' })).toBeVisible();
    await expect(page.getByText('บริการของเราไม่เปิดให้ใช้งานในพื้นที่หรือ IP ของคุณ', { exact: false })).toBeVisible();
    await expect(page.locator('.screen p[lang="en"]')).toHaveText('Our service is not available in your region or from your IP address. If you think this is a mistake, contact customer service.');
  });
});

test.describe('region restriction', () => {
  test('shows Access Denied with the caller’s IP, and contact-us opens customer service', async ({ page, context, origin, control, declareStandIn }) => {
    declareStandIn(/^GET https:\/\/support\.luckyvn\.example\/chat\b/, "Lucky VN's customer-service site, answered by context.route");
    await control('scenario', { merchant: 'LVN', set: { regionRestriction: true } });
    // The customer-service site is someone else's: answer it here so the popup has a page.
    await context.route('https://support.luckyvn.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>chat</p>' }));
    await page.goto(`${origin()}/m/home`);
    await expect(page.getByRole('heading', { level: 2, name: 'Access denied' })).toBeVisible();
    await expect(page.getByTestId('client-ip')).toHaveText('Your IP address: 127.0.0.1');

    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Contact us' }).click()]);
    await popup.waitForLoadState();
    // The status sends the entry encrypted; what opens is the decrypted URL.
    expect(popup.url()).toBe('https://support.luckyvn.example/chat');
  });

  test('a logged-in player’s customer-service link carries their userName', async ({ page, context, origin, control, sandbox, declareStandIn }) => {
    declareStandIn(/^GET https:\/\/support\.luckyvn\.example\/chat\b/, "Lucky VN's customer-service site, answered by context.route");
    const token = await sandboxToken(sandbox, 'LVN');
    await page.addInitScript((t) => {
      sessionStorage.setItem('session-info', JSON.stringify({ id: '1', token: t, merchantCode: 'LVN', userName: 'demo', type: 0, firstTimeLogin: false }));
    }, token);
    await control('scenario', { merchant: 'LVN', set: { regionRestriction: true } });
    await context.route('https://support.luckyvn.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>chat</p>' }));
    await page.goto(`${origin()}/m/home`);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Contact us' }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://support.luckyvn.example/chat?userName=demo');
  });
});

test.describe('domain not available', () => {
  test('the modal shows the server message; retry finds a domain that answers and reloads /m/index.html with affiliateCode and r', async ({ page, origin, control, sandbox }) => {
    await control('scenario', { merchant: 'LVN', set: { domainNotAvailable: true } });
    // Every ping of the race, to see that only the merchant's own domains over an allowed scheme are tried.
    const pinged: string[] = [];
    page.on('request', (r) => void (/\/wps\/system\/test\/ping\b/.test(r.url()) && pinged.push(new URL(r.url()).origin)));
    await page.goto(`${origin()}/m/home?affiliateCode=AFF1&r=R9`);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('This domain is not available. Please use another domain or contact support.');
    await expect(dialog.getByRole('button', { name: 'Contact us' })).toBeVisible();

    // The back office moves the player on: the race pings luckyvn's other domains that the
    // checked navigation allows (luckyvn.localhost answers) and goes there.
    await control('scenario', { merchant: 'LVN', set: { domainNotAvailable: null } });
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL(`http://luckyvn.localhost:${sandbox.port}/m/index.html?affiliateCode=AFF1&r=R9`);
    // m. and www.luckyvn.example would be http on a public host from this http page: never tried.
    expect([...new Set(pinged)]).toEqual([`http://luckyvn.localhost:${sandbox.port}`]);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('contact-us in the modal opens customer service from the server’s list', async ({ page, context, origin, control, declareStandIn }) => {
    declareStandIn(/^GET https:\/\/support\.luckyvn\.example\/chat\b/, "Lucky VN's customer-service site, answered by context.route");
    await control('scenario', { merchant: 'LVN', set: { domainNotAvailable: true } });
    await context.route('https://support.luckyvn.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>chat</p>' }));
    await page.goto(`${origin()}/m/home`);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('This domain is not available.');
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Contact us' }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://support.luckyvn.example/chat');
  });
});
