import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { afterOutputPlugin } from './after-output-plugin.ts';

/**
 * The build is what production serves: no loopback or `.localhost` origin, host or file name may
 * reach it (headers, hosts/, merchant records and manifests, pages, shells, the bundle). The
 * sandbox's stand-ins are put on top where the sandbox and the dev server serve
 * (sandbox/overlay.ts), never written here.
 *
 * One exception, in scripts only: the bare `http://localhost` that libraries use as a base to
 * parse a relative URL (axios and Firebase Auth do), which names no server the app talks to.
 *
 *   sandboxOriginsIn('dist') → [{ file: 'm/headers/luckyvn.json', found: 'http://cdn-a.localhost' }, …]
 */
export interface SandboxOriginFinding { file: string; found: string }

const TEXT = new Set(['.html', '.json', '.webmanifest', '.js', '.mjs', '.css', '.txt', '.xml', '.svg', '.map']);
/** An origin on a loopback host: localhost, *.localhost, 127.x.x.x, [::1], 0.0.0.0, with any scheme and port. */
const LOOPBACK_ORIGIN = /\b[a-z][a-z0-9+.-]*:\/\/(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)(?::\d{1,5})?(?![a-z0-9.-])/gi;
/** A `.localhost` host name without a scheme ("luckyvn.localhost" in a list of domains). */
const LOCALHOST_NAME = /(?<![a-z0-9.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.localhost(?![a-z0-9-])/gi;
/** Library URL bases (see above), allowed in scripts only. */
const SCRIPT_ALLOWED = new Set(['http://localhost']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

export function sandboxOriginsIn(dir: string): SandboxOriginFinding[] {
  const findings: SandboxOriginFinding[] = [];
  for (const full of filesUnder(dir)) {
    const file = relative(dir, full).split(sep).join('/');
    const name = file.split('/').pop()!;
    if (/(^|\.)localhost\.|^127\.|^\[?::1\]?\./i.test(name)) findings.push({ file, found: `file name ${name}` });
    const ext = extname(full).toLowerCase();
    if (!TEXT.has(ext)) continue;
    const text = readFileSync(full, 'utf8');
    const script = ext === '.js' || ext === '.mjs';
    const seen = new Set<string>();
    for (const match of text.matchAll(LOOPBACK_ORIGIN)) {
      if (!(script && SCRIPT_ALLOWED.has(match[0]))) seen.add(match[0]);
    }
    for (const match of text.matchAll(LOCALHOST_NAME)) {
      if (![...seen].some((origin) => origin.includes(match[0]))) seen.add(match[0]);
    }
    for (const found of seen) findings.push({ file, found });
  }
  return findings;
}

/** Fails `vite build` when the written output has a loopback origin (after every other plugin has written its files). */
export function noSandboxOriginsPlugin(): Plugin {
  return afterOutputPlugin('m-pwa:no-sandbox-origins', (outDir) => {
    const findings = sandboxOriginsIn(outDir);
    if (findings.length === 0) return;
    const list = findings.slice(0, 20).map((f) => `  ${f.file}: ${f.found}`).join('\n');
    throw new Error(
      `The build has ${findings.length} loopback or .localhost origin(s); production serves it, so it must have none:\n${list}\n` +
      'Manifests in merchants/ name the brand\'s production hosts only; the sandbox adds its stand-ins when it serves (sandbox/overlay.ts).',
    );
  });
}
