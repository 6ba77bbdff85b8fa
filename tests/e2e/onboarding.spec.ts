import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { quietPopups } from '../../sandbox/quiet-popups';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { expect, test } from './support/fixtures';

/**
 * docs/onboarding.md, followed literally: every ```sh block after a `<!-- followed-by-test -->`
 * line runs, command by command, in a copy of the repository (node_modules linked), so the
 * document cannot drift from what works. `npm start` (build, then the sandbox on port 4173) is
 * the one command done in-process: the sandbox starts on the copy's dist/ and merchants/ on a free
 * port. Then the new brand's home opens at its <id>.localhost host and must show its name, its
 * colour in the header and its icon in the web app manifest. Slow (a full build): one test.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NOT_COPIED = /^(node_modules|\.git|dist|dist-.*|build|test-results|playwright-report|coverage)$/;

/** The command lines of the marked ```sh blocks, comments dropped. */
function followedCommands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/<!-- followed-by-test -->\s*\n```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
  return blocks.flatMap((block) => block.split('\n').map((line) => line.replace(/\s+#\s.*$/, '').trim()).filter((line) => line && !line.startsWith('#')));
}

/** Every file under `dir` with its size and modification time, node_modules and `skip` left out. */
function snapshot(dir: string, skip: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = relative(dir, join(entry.parentPath, entry.name));
    if (!entry.isFile() || path.startsWith('node_modules') || path.startsWith(skip)) continue;
    const stat = statSync(join(dir, path));
    out.set(path, `${stat.size} ${stat.mtimeMs}`);
  }
  return out;
}

test('docs/onboarding.md: a new brand from nothing to its home page in Chromium', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const commands = followedCommands(readFileSync(join(ROOT, 'docs/onboarding.md'), 'utf8'));
  expect(commands[0]).toMatch(/^npm run merchant -- new \S+ /);
  expect(commands).toContain('npm run merchant -- check');
  expect(commands).toContain('npm start');
  const id = commands[0]!.split(/\s+/)[5]!;
  const name = /--name "([^"]+)"/.exec(commands[0]!)![1]!;
  const color = /--color "(#[0-9a-f]{6})"/i.exec(commands[0]!)![1]!;

  const copy = mkdtempSync(join(tmpdir(), 'm-onboarding-'));
  let sandbox: RunningSandbox | undefined;
  try {
    // No node_modules at any depth (tools/auth-emulator/ has its own, which the steps never use).
    const copied = (source: string) => !source.split('/').includes('node_modules');
    for (const entry of readdirSync(ROOT)) if (!NOT_COPIED.test(entry)) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true, filter: copied });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
    const env = { ...process.env };
    delete env.M_DIST;
    delete env.M_MERCHANTS_DIR;

    for (const command of commands) {
      if (command === 'npm start') {
        sandbox = await startSandbox({ staticDir: join(copy, 'dist'), merchantsDir: join(copy, 'merchants'), scenarios: quietPopups(join(copy, 'merchants')) });
        continue;
      }
      const before = command.startsWith('npm run merchant -- new') ? snapshot(copy, join('merchants', id)) : undefined;
      const started = Date.now();
      try {
        execSync(command, { cwd: copy, env, stdio: 'pipe', timeout: 10 * 60_000 });
      } catch (error) {
        const e = error as { stdout?: Buffer; stderr?: Buffer };
        throw new Error(`"${command}" failed:\n${String(e.stdout ?? '')}\n${String(e.stderr ?? '')}`, { cause: error });
      }
      const step = `${command}: ${((Date.now() - started) / 1000).toFixed(1)} s`;
      test.info().annotations.push({ type: 'step', description: step });
      process.stdout.write(`  onboarding step: ${step}\n`);
      // `new` changes nothing outside merchants/<id>/.
      if (before) expect(snapshot(copy, join('merchants', id))).toEqual(before);
    }
    expect(sandbox, 'the document starts the app').toBeDefined();

    const origin = `http://${id}.localhost:${sandbox!.port}`;
    await page.goto(`${origin}/m/home`);
    const header = page.locator('#root:not([data-shell]) .screen__header');
    await expect(header).toContainText(name);
    const rgb = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)).join(', ');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(`rgb(${rgb})`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The web app manifest names the brand and its generated icons, which are real PNGs of their size.
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveAttribute('href', `/m/merchants/${id}/app.webmanifest`, { timeout: 15_000 });
    // (fetched by the page: only Chromium resolves *.localhost names)
    const found = await page.evaluate(async (url) => {
      const manifest = (await (await fetch(url)).json()) as { name: string; icons: { src: string; sizes: string }[] };
      const icon = manifest.icons.find((i) => i.sizes === '192x192');
      const bytes = icon ? new DataView(await (await fetch(new URL(icon.src, url))).arrayBuffer()) : undefined;
      const png = bytes && String.fromCharCode(bytes.getUint8(1), bytes.getUint8(2), bytes.getUint8(3));
      return { name: manifest.name, icon: icon && new URL(icon.src, url).pathname, png, size: bytes && [bytes.getUint32(16), bytes.getUint32(20)] };
    }, `${origin}/m/merchants/${id}/app.webmanifest`);
    expect(found).toEqual({ name, icon: `/m/merchants/${id}/assets/icon-192.png`, png: 'PNG', size: [192, 192] });
  } finally {
    await page.close(); // before the server goes: a page still polling would log refused connections
    await sandbox?.close();
    rmSync(copy, { recursive: true, force: true });
  }
});
