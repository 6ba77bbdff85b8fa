// @vitest-environment node
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPngSize } from '../lib/manifest-check/png-size';
import { checkPaths } from './check';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE } from './io';
import { run } from './new';
import { traces } from './rebrand';
import { recordingIo, tempRepo } from './test-support';

const DEMO = ['demo', '--name', 'Demo Bet', '--code', 'DMB', '--domain', 'm.demo.example', '--color', '#0a7cff', '--language', 'EN'];

/** DEMO with one flag's value changed (or the flag added). */
function withFlag(flag: string, value: string): string[] {
  const i = DEMO.indexOf(flag);
  return i < 0 ? [...DEMO, flag, value] : DEMO.map((a, j) => (j === i + 1 ? value : a));
}

let root: string;
beforeEach(() => {
  root = tempRepo();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- poking at arbitrary manifest fields
type Loose = Record<string, any>;
const manifestOf = (id: string) => JSON.parse(readFileSync(join(root, 'merchants', id, 'manifest.json'), 'utf8')) as Loose;
const listing = () => readdirSync(join(root, 'merchants'), { recursive: true }).map(String).sort();

// Each `new` draws about 25 million splash pixels (a few seconds on a busy machine; up to a minute
// at the lowest priority beside the browsers in npm test, fresh run 18). The limit ends a hang.
describe('merchant new', { timeout: 120_000 }, () => {
  it('writes a valid merchant from the template, only inside merchants/<id>/, and prints next steps', async () => {
    const before = listing();
    const io = recordingIo(root);
    expect(await run(DEMO, io)).toBe(EXIT_OK);
    expect(listing().filter((f) => !before.includes(f)).every((f) => f.startsWith('demo'))).toBe(true);
    const m = manifestOf('demo');
    expect(m).toMatchObject({ id: 'demo', merchantCode: 'DMB', displayName: 'Demo Bet', languages: { default: 'EN', supported: ['EN'] }, security: { cipher: 'AES-GCM' } });
    expect(m.domains).toEqual(['m.demo.example']);
    expect(m.theme.primaryColor).toBe('#0a7cff');
    expect(m.pageMeta['/m/home'].title).toContain('Demo Bet');
    expect(traces(m, JSON.parse(readFileSync(join(root, 'scripts/merchant/template/manifest.json'), 'utf8')))).toEqual([]);
    for (const size of [192, 256, 384, 512]) {
      expect(readPngSize(join(root, 'merchants/demo', m.templates.pwa.icons[size]))).toEqual({ width: size, height: size });
    }
    for (const s of m.templates.splash) expect(existsSync(join(root, 'merchants/demo', s.image))).toBe(true);
    expect(io.out.join('\n')).toMatch(/Next:[\s\S]*npm run merchant -- check[\s\S]*http:\/\/demo\.localhost:4173\/m\/home/);
    const check = await checkPaths(root, []);
    expect(check.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('copies --from with id, code, name, domains and pageMeta rewritten and no trace of the source brand', async () => {
    for (const [n, from] of ['goldcrest', 'luckyvn', 'siamspin'].entries()) {
      const id = `neon${n}`;
      const io = recordingIo(root);
      const code = `NEON${n}`;
      expect(await run([id, '--from', from, '--name', 'Neon Palace', '--code', code, '--domain', `m.${id}.example`], io), io.err.join('\n')).toBe(EXIT_OK);
      const m = manifestOf(id);
      const source = manifestOf(from);
      expect(traces(m, source), from).toEqual([]);
      expect(m.domains).toEqual([`m.${id}.example`]);
      expect(m.pageMeta['/m/home'].canonical ?? `https://m.${id}.example/m/home`).toBe(`https://m.${id}.example/m/home`);
      expect(m.languages).toEqual(source.languages);
      expect(m.security.cipher).toBe('AES-GCM');
      expect(m.analytics).toBeUndefined();
      expect(m.firebase).toBeUndefined();
    }
    const check = await checkPaths(root, []);
    expect(check.findings.filter((f) => f.severity === 'error')).toEqual([]);
  }, 240_000); // three brands' splash images (three times the limit of one)

  it('--no-assets writes the manifest only', async () => {
    expect(await run([...DEMO, '--no-assets'], recordingIo(root))).toBe(EXIT_OK);
    expect(readdirSync(join(root, 'merchants/demo'))).toEqual(['manifest.json']);
  });

  it('--color sets the primary and header colours of a --from copy', async () => {
    expect(await run(['demo', '--from', 'luckyvn', '--name', 'Demo Bet', '--code', 'DMB', '--domain', 'm.demo.example', '--color', '#0a7cff'], recordingIo(root))).toBe(EXIT_OK);
    expect(manifestOf('demo').theme).toMatchObject({ primaryColor: '#0a7cff', headerColor: '#0a7cff' });
    expect(manifestOf('demo').templates.appDescriptionColor).toBe(manifestOf('luckyvn').templates.appDescriptionColor === manifestOf('luckyvn').theme.primaryColor ? '#0a7cff' : manifestOf('luckyvn').templates.appDescriptionColor);
  });

  it('keeps the legacy cipher only with --legacy-cipher', async () => {
    expect(await run([...DEMO, '--legacy-cipher'], recordingIo(root))).toBe(EXIT_OK);
    expect(manifestOf('demo').security.cipher).toBe('DES');
  });

  it('copies a --logo file and names it in the manifest', async () => {
    const logo = join(root, 'brand.svg');
    writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>');
    expect(await run([...DEMO, '--logo', logo], recordingIo(root))).toBe(EXIT_OK);
    expect(manifestOf('demo').templates.logo).toBe('assets/logo.svg');
    expect(readFileSync(join(root, 'merchants/demo/assets/logo.svg'), 'utf8')).toContain('<rect width="10"');
  });

  it('refuses an existing folder without --force, and replaces it with --force', async () => {
    expect(await run(DEMO, recordingIo(root))).toBe(EXIT_OK);
    const io = recordingIo(root);
    expect(await run(DEMO, io)).toBe(EXIT_FINDINGS);
    expect(io.err.join('\n')).toContain('merchants/demo/ already exists');
    expect(await run([...DEMO.map((a) => (a === 'Demo Bet' ? 'Demo Two' : a)), '--force'], recordingIo(root))).toBe(EXIT_OK);
    expect(manifestOf('demo').displayName).toBe('Demo Two');
  });

  it('refuses a domain or a code another merchant has', async () => {
    const io = recordingIo(root);
    expect(await run(['demo', '--name', 'D', '--code', 'GCR', '--domain', 'm.goldcrest.example', '--color', '#0a7cff', '--language', 'EN'], io)).toBe(EXIT_FINDINGS);
    expect(io.err).toContain('error: code "GCR" is already used by merchants/goldcrest/manifest.json: each merchant has its own code');
    expect(io.err).toContain('error: domain "m.goldcrest.example" is already served by merchants/goldcrest/manifest.json: a host belongs to one merchant');
    expect(existsSync(join(root, 'merchants/demo'))).toBe(false);
  });

  it('refuses a .localhost domain: manifests name production hosts, the sandbox adds <id>.localhost itself', async () => {
    const io = recordingIo(root);
    expect(await run(['demo', '--name', 'D', '--code', 'DMB', '--domain', 'demo.localhost', '--color', '#0a7cff', '--language', 'EN'], io)).toBe(EXIT_USAGE);
    expect(io.err.join('\n')).toContain('--domain "demo.localhost": a production host');
    expect(existsSync(join(root, 'merchants/demo'))).toBe(false);
  });

  it('replaces a merchant with --force, whose own domains are not taken', async () => {
    const io = recordingIo(root);
    expect(await run(['goldcrest', '--force', '--name', 'X', '--code', 'XXX', '--domain', 'x.example', '--color', '#0a7cff', '--language', 'EN'], io)).toBe(EXIT_OK);
    // (--force on the same id replaces that merchant: its own domains are not "taken")
    expect(manifestOf('goldcrest').displayName).toBe('X');
  });

  it('refuses an unknown --from merchant, with a suggestion', async () => {
    const io = recordingIo(root);
    expect(await run(['demo', '--from', 'goldcrst', '--name', 'D', '--code', 'DMB', '--domain', 'm.demo.example'], io)).toBe(EXIT_FINDINGS);
    expect(io.err.join('\n')).toContain('--from goldcrst: no such merchant (did you mean "goldcrest"?)');
  });

  it('without a terminal, fails listing every missing flag (exit 2) and writes nothing', async () => {
    const io = recordingIo(root);
    expect(await run(['demo', '--name', 'Demo Bet'], io)).toBe(EXIT_USAGE);
    expect(io.err[0]).toBe('error: missing --code, --domain, --color, --language (no terminal to ask in: pass them as flags)');
    expect(existsSync(join(root, 'merchants/demo'))).toBe(false);
  });

  it('in a terminal, asks for the missing flags', async () => {
    const io = recordingIo(root, ['dmb', 'm.demo.example demo.example', '#0a7cff', 'en vi']);
    expect(await run(['demo', '--name', 'Demo Bet'], io)).toBe(EXIT_OK);
    expect(io.questions).toHaveLength(4);
    expect(manifestOf('demo')).toMatchObject({ merchantCode: 'DMB', domains: ['m.demo.example', 'demo.example'], languages: { default: 'EN', supported: ['EN', 'VI'] } });
  });

  it('in a terminal, an empty answer is a usage error', async () => {
    const io = recordingIo(root, ['']);
    expect(await run(['demo', '--name', 'Demo Bet', '--domain', 'm.demo.example', '--color', '#0a7cff', '--language', 'EN'], io)).toBe(EXIT_USAGE);
    expect(io.err[0]).toBe('error: no answer for --code');
  });

  it.each([
    [['Demo'], 'error: <id> "Demo": use lowercase letters'],
    [['demo', 'extra'], 'error: unexpected argument "extra"'],
    [['demo', '--code', 'dm b'], 'error: --code "dm b"'],
    [['demo', '--color', '#0a7cf'], 'error: --color "#0a7cf": a #rrggbb colour'],
    [['demo', '--language', 'FR'], 'error: --language "FR": not a language of the product'],
    [['demo', '--domain', 'https://demo.example'], 'error: --domain "https://demo.example"'],
    [['demo', '--logo', 'logo.gif'], 'error: --logo logo.gif: an .svg or .png file'],
    [['demo', '--colour', '#0a7cff'], "error: Unknown option '--colour'"],
    [[], 'error: missing <id>'],
  ])('usage error for %j', async (args, message) => {
    const full = args[0] === 'demo' && args[1]?.startsWith('--') ? withFlag(args[1], args[2]!) : args;
    const io = recordingIo(root);
    expect(await run(full, io)).toBe(EXIT_USAGE);
    expect(io.err[0]).toContain(message);
    expect(io.err.join('\n')).toContain('usage: npm run merchant -- new');
  });

  it('--help prints the flags and the exit codes', async () => {
    const io = recordingIo(root);
    expect(await run(['--help'], io)).toBe(EXIT_OK);
    expect(io.out.join('\n')).toMatch(/--legacy-cipher[\s\S]*Exit codes: 0 done \(warnings allowed\), 1 findings or errors, 2 usage error/);
  });
});
