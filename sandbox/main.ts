import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkScenarioSet, type Scenario } from './scenario';
import { SEED_ACCOUNTS } from './seed-members';
import { startSandbox } from './server';

// tsx sandbox/main.ts [--port 4173] [--host 127.0.0.1] [--static dist] [--merchants merchants] [--scenario file.json]
// stdout: exactly one JSON line, {"ready":true,"url":"http://127.0.0.1:4173"}, once listening.
// stderr: the human part (merchants, seeded accounts, warnings).

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    static: { type: 'string' },
    merchants: { type: 'string' },
    scenario: { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fatal(`--port must be 0-65535, got "${values.port}"`);

const sandbox = await startSandbox({
  port,
  host: values.host,
  staticDir: values.static,
  merchantsDir: values.merchants,
  scenarios: values.scenario ? readScenarioFile(values.scenario) : undefined,
}).catch((error: unknown) => fatal(`could not start: ${(error as Error).message}`));

process.stdout.write(`${JSON.stringify({ ready: true, url: sandbox.url })}\n`);
const log = (line = '') => process.stderr.write(`${line}\n`);
for (const warning of sandbox.warnings) log(`warning: ${warning}`);
if (values.static && !existsSync(values.static)) log(`warning: --static ${values.static} does not exist yet; /m/ answers 404 until it is built`);
if (!/^(127\.|localhost$|::1$)/.test(values.host)) log(`warning: listening on ${values.host}: the /__sandbox control API has no authentication`);
log(`Sandbox backend listening on ${sandbox.url}${values.static ? `  (app: ${sandbox.url}/m/)` : ''}`);
log(`Merchants (send one in the Merchant header): ${sandbox.merchants.map((m) => m.merchantCode).join(', ')}`);
log('Seeded accounts, in every merchant:');
log(`  ${'user'.padEnd(12)}${'password'.padEnd(14)}notes`);
for (const account of SEED_ACCOUNTS) log(`  ${account.userName.padEnd(12)}${account.password.padEnd(14)}${account.note}`);
log('SMS code 123456, email 2FA code 246810, authenticator code 135790. Control API: /__sandbox/ (see sandbox/README.md).');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
}

/** Accepts {"LVN": {...}}, {"merchant": "LVN", "set": {...}} or a list of the latter. */
function readScenarioFile(file: string): Record<string, Scenario> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fatal(`--scenario ${file}: ${(error as Error).message}`);
  }
  const entries: [string, unknown][] = Array.isArray(json)
    ? json.map((e: { merchant?: unknown; set?: unknown }) => [String(e?.merchant), e?.set])
    : json && typeof json === 'object' && 'merchant' in json
      ? [[String((json as { merchant: unknown }).merchant), (json as { set?: unknown }).set]]
      : Object.entries(json as Record<string, unknown>);
  const out: Record<string, Scenario> = {};
  for (const [merchant, set] of entries) {
    const problems = checkScenarioSet(set);
    if (problems.length) fatal(`--scenario ${file}, merchant ${merchant}: ${problems.join('; ')}`);
    out[merchant] = set as Scenario;
  }
  return out;
}

function fatal(message: string): never {
  process.stderr.write(`sandbox: ${message}\n`);
  process.exit(1);
}
