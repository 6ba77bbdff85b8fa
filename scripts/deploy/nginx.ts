import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readBuild } from './build-info.ts';
import { nginxConfig } from './nginx-config.ts';
import { precompress } from './precompress.ts';
import { sandboxProxy } from './run-nginx.ts';

// npm run deploy:nginx -- --out <dir> --api <upstream URL> [--root dist] [--cert fullchain.pem --key privkey.pem]
//                         [--listen [address:]port] [--redirect-listen [address:]port] [--precompress] [--sandbox <url>]
//
// Writes a complete nginx configuration for the build in --root into --out (docs/deployment.md):
// nginx.conf, the shared m-*.conf and merchants/<id>.conf, plus logs/ and tmp/ for nginx's own
// files. Check and run it with
//   nginx -t -p <out> -c <out>/nginx.conf
//   nginx -p <out> -c <out>/nginx.conf
// --cert/--key: HTTPS (HTTP/2) on --listen (default 443), a plain-HTTP server on --redirect-listen
// (default 80) that answers 301 to HTTPS; without them plain HTTP on --listen (default 8080).
// --precompress writes the build's text files' .gz beside them first (scripts/deploy/precompress.ts).
// --sandbox <url> is for tests and a look by hand only: it proxies the sandbox's own paths and
// stand-in hosts to it.

const USAGE = 'usage: npm run deploy:nginx -- --out <dir> --api <upstream URL> [--root dist] [--cert <fullchain.pem> --key <privkey.pem>] [--listen <port>] [--redirect-listen <port>] [--precompress] [--sandbox <url>]';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    api: { type: 'string' },
    root: { type: 'string', default: 'dist' },
    cert: { type: 'string' },
    key: { type: 'string' },
    listen: { type: 'string' },
    'redirect-listen': { type: 'string' },
    precompress: { type: 'boolean', default: false },
    sandbox: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (!values.out || !values.api) fail('--out and --api are required');
if (Boolean(values.cert) !== Boolean(values.key)) fail('--cert and --key go together');
for (const file of [values.cert, values.key]) if (file && !existsSync(file)) fail(`${file} does not exist`);

try {
  const out = resolve(values.out);
  if (values.precompress) {
    const done = precompress(values.root);
    process.stderr.write(`precompress: ${done.written.length} .gz written, ${done.kept} up to date, ${done.removed.length} removed\n`);
  }
  const build = readBuild(values.root);
  const files = nginxConfig(build, {
    api: values.api,
    runtimeDir: out,
    listen: values.listen,
    redirectListen: values['redirect-listen'],
    tls: values.cert && values.key ? { cert: values.cert, key: values.key } : undefined,
    sandbox: values.sandbox ? sandboxProxy(values.sandbox) : undefined,
  });
  // A merchant that left the build must not keep its server.
  const merchantsDir = join(out, 'merchants');
  if (existsSync(merchantsDir)) for (const name of readdirSync(merchantsDir)) if (name.endsWith('.conf')) rmSync(join(merchantsDir, name));
  for (const [rel, text] of files) {
    mkdirSync(dirname(join(out, rel)), { recursive: true });
    writeFileSync(join(out, rel), text);
  }
  mkdirSync(join(out, 'logs'), { recursive: true });
  mkdirSync(join(out, 'tmp'), { recursive: true });
  for (const warning of build.warnings) process.stderr.write(`warning: ${warning}\n`);
  process.stdout.write(`${files.size} files for ${build.merchants.length} merchant(s) (default ${build.defaultId}) in ${out}\n`);
  process.stdout.write(`check: nginx -t -p ${out} -c ${join(out, 'nginx.conf')}\n`);
} catch (error) {
  fail((error as Error).message);
}

function fail(message: string): never {
  process.stderr.write(`deploy:nginx: ${message}\n${USAGE}\n`);
  process.exit(1);
}
