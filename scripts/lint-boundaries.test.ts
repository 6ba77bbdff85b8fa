// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The architecture's import direction is enforced by lint (eslint.config.js); this proves the
 * rules fire, so a config change cannot quietly switch them off.
 *
 * Probes are real files (the TypeScript resolver maps `@/` only for files that exist when it
 * starts), linted by the real ESLint CLI in a child process, as `npm test` runs it: loaded inside
 * vitest's module runner the resolver does not resolve aliases.
 *
 * Their names carry `.lint-probe`, which the type check (every tsconfig), the repository's own
 * lint run (eslint.config.js) and git leave out: npm test runs those beside this test, and a file
 * that one of them listed and this test then removed would fail it. The probes' own lint run
 * passes `--no-ignore`.
 */
const PROBE = '.lint-probe';
const root = new URL('..', import.meta.url).pathname;
const forbidden: [string, string, RegExp][] = [
  ['src/lib', "import { session } from '../state/session';\nexport const x = session;\n", /lib\/ wraps libraries/],
  ['src/ui', "import { useSite } from '@/runtime/site';\nexport const x = useSite;\n", /ui\/ is presentational/],
  ['src/state', "import { useSite } from '@/runtime/site';\nexport const x = useSite;\n", /state\/ may import lib\/ only/],
  ['src/runtime', "import { App } from '@/app/app';\nexport const x = App;\n", /runtime\/ is generic/],
  ['src/runtime/steps', "import { followChecked } from '@/policy/follow-checked';\nexport const x = followChecked;\n", /runtime\/ is generic/],
  ['src/policy', "import { LoginView } from '@/flows/auth/login/login-view';\nexport const x = LoginView;\n", /policy\/ holds rules several flows share/],
  ['src/policy', "export const x = () => import('../flows/games/index');\n", /policy\/ holds rules several flows share/],
  ['src/flows/games', "import { LoginView } from '@/flows/auth/login/login-view';\nexport const x = LoginView;\n", /never imports another flow/],
  ['src/app', "import { startSandbox } from '../../sandbox/server';\nexport const x = startSandbox;\n", /never in the bundle/],
  ['src/app', "import { InstallOverlays } from '@/flows/install/install-overlays';\nexport const x = InstallOverlays;\n", /only through its face/],
  ['src/app', "export const x = () => import('../flows/auth/login/login-screen');\n", /only through its face/],
  ['scripts', "import { isPromptPath } from '../src/flows/install/install-paths.ts';\nexport const x = isPromptPath;\n", /only through its Node-safe entry/],
  ['scripts/vite', "import { buildWebAppManifest } from '../../src/flows/pwa/manifest/web-app-manifest.ts';\nexport const x = buildWebAppManifest;\n", /only through its Node-safe entry/],
  ['sandbox', "export const x = () => import('../src/flows/games/home/home-shell.tsx');\n", /only through its Node-safe entry/],
];
const allowed: [string, string][] = [
  ['src/flows/member', "import { useSite } from '@/runtime/site';\nimport { session } from '@/state/session';\nexport const x = [useSite, session];\n"],
  ['src/flows/auth', "import { loginDestination } from './session/login-destination';\nexport const x = loginDestination;\n"],
  ['src/app', "import { installFlow } from '@/flows/install';\nimport { authFlow } from '../flows/auth/index';\nexport const x = [installFlow, authFlow];\n"],
  ['src/state', "import { api } from '@/lib/http';\nexport const x = api;\n"],
  ['src/policy', "import { useSite } from '@/runtime/site';\nimport { session } from '@/state/session';\nimport { api } from '@/lib/http';\nexport const x = [useSite, session, api];\n"],
  ['src/flows/games', "import { followChecked } from '@/policy/follow-checked';\nexport const x = followChecked;\n"],
  ['src/app', "import { decideStaleAssetAction } from '@/policy/stale-assets';\nexport const x = decideStaleAssetAction;\n"],
  ['scripts/vite', "import { buildWebAppManifest } from '../../src/flows/pwa/node.ts';\nexport const x = buildWebAppManifest;\n"],
  ['sandbox', "export const x = () => import('../src/flows/games/node.ts');\n"],
];
/**
 * A /wps path is spelled only in its contract row (src/lib/wire/calls/): a string or template
 * literal elsewhere in src/ or sandbox/ is a lint error (no-restricted-syntax); a test may use one.
 */
const wirePath = "export const path = '/wps/member/info';\n";
const wireTemplate = 'export const url = (origin: string) => `${origin}/wps/system/test/ping`;\n';
const wireProbes: [dir: string, code: string, fires: boolean, suffix?: string][] = [
  ['src/flows/games', wirePath, true],
  ['src/state', wireTemplate, true],
  ['sandbox/handlers', wirePath, true],
  ['src/flows/games', wirePath, false, '.test.ts'],
  ['src/lib/wire/calls', wirePath, false],
  ['src/flows/games', "// GET /wps/member/info in a comment is fine\nexport const n = 1;\n", false],
];
/**
 * A URL from the server or a link is followed only through followChecked (src/policy/follow-checked.ts):
 * `location.assign` / `location.replace` elsewhere in src/ is a lint error, bare or through `window.`.
 */
const navigationProbes: [dir: string, code: string, fires: boolean][] = [
  ['src/flows/auth', 'export const go = (url: string) => location.assign(url);\n', true],
  ['src/flows/games', 'export const go = (url: string) => window.location.replace(url);\n', true],
  ['src/flows/games', 'export const again = () => location.reload();\n', false],
];
const probes = [
  ...[...forbidden, ...allowed].map(([dir, code], i) => ({ file: join(root, dir, `boundary-probe-${process.pid}-${i}${PROBE}.ts`), code })),
  ...wireProbes.map(([dir, code, , suffix = '.ts'], i) => ({ file: join(root, dir, `wire-probe-${process.pid}-${i}${PROBE}${suffix}`), code })),
  ...navigationProbes.map(([dir, code], i) => ({ file: join(root, dir, `navigation-probe-${process.pid}-${i}${PROBE}.ts`), code })),
];
let messages: string[][] = [];
let syntaxMessages: string[][] = [];

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

beforeAll(() => {
  for (const probe of probes) writeFileSync(probe.file, probe.code);
  const run = spawnSync(join(root, 'node_modules/.bin/eslint'), ['--no-ignore', '--format', 'json', ...probes.map((p) => p.file)], { cwd: root, encoding: 'utf8' });
  const results = JSON.parse(run.stdout) as LintResult[];
  const of = (rule: string) => probes.map((p) =>
    (results.find((r) => r.filePath === p.file)?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message));
  messages = of('import-x/no-restricted-paths');
  syntaxMessages = of('no-restricted-syntax').slice(forbidden.length + allowed.length);
  // One eslint run over the probes, at the lowest priority beside the browsers in npm test: over
  // 60 s there in fresh run 18. The limit ends a hang; it does not judge speed.
}, 180_000);

afterAll(() => {
  for (const probe of probes) rmSync(probe.file, { force: true });
});

describe('import boundaries', () => {
  it.each(forbidden.map(([dir, , message], i) => [dir, message, i] as const))('%s may not import upward or sideways', (_dir, message, i) => {
    expect(messages[i]?.join()).toMatch(message);
  });

  it.each(allowed.map(([dir], i) => [dir, forbidden.length + i] as const))('%s may import downward and within its own flow', (_dir, i) => {
    expect(messages[i]).toEqual([]);
  });
});

describe('no /wps/ literal outside the contract', () => {
  it.each(wireProbes.map(([dir, code, fires, suffix], i) => [`${dir}${suffix === '.test.ts' ? ' (a test)' : ''}: ${code.trim().slice(0, 50)}`, fires, i] as const))(
    '%s → fires: %s',
    (_label, fires, i) => {
      if (fires) expect(syntaxMessages[i]?.join()).toMatch(/No \/wps\/ path outside the contract/);
      else expect(syntaxMessages[i]).toEqual([]);
    },
  );
});

describe('no bare navigation to a URL', () => {
  it.each(navigationProbes.map(([dir, code, fires], i) => [`${dir}: ${code.trim()}`, fires, i] as const))('%s → fires: %s', (_label, fires, i) => {
    const found = syntaxMessages[wireProbes.length + i];
    if (fires) expect(found?.join()).toMatch(/goes through followChecked/);
    else expect(found).toEqual([]);
  });
});
