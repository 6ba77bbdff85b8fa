// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { run } from './explain.ts';
import { filledDefaults } from './merchant-facts.ts';
import { captureIo, merchantsCopy, repoRoot } from './testing.ts';

const explain = async (...argv: string[]) => {
  const io = captureIo(repoRoot);
  const code = await run(argv, io);
  return { code, out: io.out(), err: io.err() };
};

describe('merchant explain', () => {
  const temp: string[] = [];
  afterAll(() => temp.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('an unknown merchant: exit 1, with the nearest id and the list', async () => {
    const r = await explain('goldcrst');
    expect(r.code).toBe(1);
    expect(r.err).toContain('unknown merchant "goldcrst" (did you mean "goldcrest"?)');
    expect(r.err).toMatch(/merchants: .*goldcrest, .*luckyvn, .*siamspin/);
    expect(r.out).toBe('');
  });

  it('an unknown topic: exit 1; no id: usage, exit 2; --help: exit 0', async () => {
    const r = await explain('goldcrest', 'memberHom');
    expect(r.code).toBe(1);
    expect(r.err).toContain('did you mean "memberHome"?');
    expect((await explain()).code).toBe(2);
    const h = await explain('--help');
    expect(h.code).toBe(0);
    expect(h.out).toContain('Exit codes');
  });

  it('a manifest that does not validate: exit 1, pointing at check', async () => {
    const root = merchantsCopy({ siamspin: (m) => void (m.merchantCode = 7) });
    temp.push(root);
    const io = captureIo(root);
    expect(await run(['siamspin'], io)).toBe(1);
    expect(io.err()).toMatch(/does not validate.*merchant -- check/);
  });

  it('the summary names languages, home, security and the schema defaults filled in', async () => {
    const r = await explain('goldcrest');
    expect(r.code).toBe(0);
    expect(r.out).toContain('UR (right to left)');
    expect(r.out).toContain('Home: /m/home, open to visitors');
    expect(r.out).toContain('cipher AES-GCM');
    expect(r.out).toContain('/geetest/version = "v3"');
    expect(r.out).toContain("the server's live whitelabelVal wins when present");
  });

  it('a members-only route: a visitor is sent to log in and comes back; a member reaches it', async () => {
    const r = await explain('goldcrest', 'memberHome');
    expect(r.out).toContain('A visitor is sent to the login page (/m/login?returnTo=/m/member/home)');
    expect(r.out).toContain('A member (logged in) reaches it.');
    expect(r.out).toContain('bottom navigation item 5');
  });

  it('/m/feedback sends a visitor home; a path is matched through aliases, an unknown one falls back to home', async () => {
    expect((await explain('goldcrest', 'feedback')).out).toContain('A visitor is sent to the home page (/m/home)');
    expect((await explain('goldcrest', '/m/index.html')).out).toContain('an alias of route "home"');
    expect((await explain('goldcrest', '/m/nope')).out).toContain('the app shows the home route (/m/home) instead');
  });

  it('a screen behind a flag: not offered with the flag off, and the server may turn it on', async () => {
    const off = await explain('goldcrest', 'rewardCenter');
    expect(off.out).toContain('Offered: no');
    expect(off.out).toContain('if it sends REWCEN3=true, the screen is offered');
    const root = merchantsCopy({ goldcrest: (m) => void ((m.flags as Record<string, boolean>).REWCEN3 = true) });
    temp.push(root);
    const io = captureIo(root);
    await run(['goldcrest', 'rewardCenter'], io);
    expect(io.out()).toContain('Offered: yes');
  });

  it('a flag: its effect on the feature set and who decides its value', async () => {
    const r = await explain('goldcrest', 'CBS3');
    expect(r.out).toContain('Manifest default for goldcrest: on.');
    expect(r.out).toContain("The server's value wins when present");
    expect(r.out).toContain('chat.enabled: true when on, false when off');
    expect(r.out).toContain('Screens offered only when on: chat (/m/chat)');
    // GEETESTTEST3 acts only with GEETEST3 on.
    expect((await explain('goldcrest', 'GEETESTTEST3')).out).toContain('with the other flags on');
  });

  it('a promotion type: LOGIN is the type, login the route; the go-to rules per player', async () => {
    const r = await explain('goldcrest', 'LOGIN');
    expect(r.out).toContain('Promotion type LOGIN of goldcrest: the manifest maps it to route "activitySignIn"');
    expect(r.out).toContain('A visitor sees a log-in button that comes back to the promotion (/m/login?returnTo=/m/activity?id=<id>)');
    expect(r.out).toContain('A restricted member (type 4) sees no button');
    expect((await explain('goldcrest', 'login')).out).toContain('Route "login"');
    const referral = await explain('goldcrest', 'REFERRAL');
    expect(referral.out).toContain('A member of type 1 or 2 sees no button (the referral programme is for type 0 only)');
    expect((await explain('goldcrest', 'APP_DOWNLOAD')).out).toContain('opens the app download');
  });

  it('the app download leads nowhere without a download link (siamspin has none)', async () => {
    expect((await explain('siamspin')).out).toContain('1 lead nowhere (APP_DOWNLOAD: no download link)');
    const r = await explain('siamspin', 'APP_DOWNLOAD');
    expect(r.out).toContain("the status call's `resources` may add one");
    expect(r.out).toContain('A member of type 0 sees no button: the promotion leads nowhere.');
    expect((await explain('goldcrest', 'APP_DOWNLOAD')).out).toContain('A member of type 0 sees a go-to button that opens the app download.');
  });

  it('filledDefaults lists what the schema added, once per added object', () => {
    expect(filledDefaults({ a: {}, l: [{}] }, { a: { b: 1 }, c: { d: 2 }, l: [{ e: 3 }] })).toEqual([
      ['/a/b', 1],
      ['/c', { d: 2 }],
      ['/l/0/e', 3],
    ]);
  });
});
