// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// README and package.json promise Node 20 (what CI runs). npm prints EBADENGINE at setup for any
// installed package whose own `engines.node` the running Node does not satisfy, and such a package
// may use APIs Node 20 lacks. The lock records each package's `engines`: every one of them must
// accept the oldest Node our own `engines` admits.
const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines: { node: string } };
type Lock = { packages: Record<string, { engines?: { node?: string } | string[] }> };
const readLock = (path: string) => JSON.parse(readFileSync(`${root}${path}`, 'utf8')) as Lock;
/** The project's lock and the Firebase Auth emulator's own (tools/auth-emulator, scripts/ensure-deps.mjs). */
const LOCKS = ['package-lock.json', 'tools/auth-emulator/package-lock.json'];

describe('Node engines', () => {
  const oldest = semver.minVersion(pkg.engines.node);

  it('package.json names a Node 20 floor', () => {
    expect(oldest?.major).toBe(20);
  });

  it.each(LOCKS)('every package of %s runs on the oldest Node we promise (no EBADENGINE at setup)', (path) => {
    const refusing = Object.entries(readLock(path).packages)
      .filter(([path, entry]) => path && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(oldest!, (entry.engines as { node: string }).node))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')} needs node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it('the emulator promises the same Node as the project', () => {
    expect(JSON.parse(readFileSync(`${root}tools/auth-emulator/package.json`, 'utf8')).engines.node).toBe(pkg.engines.node);
  });
});
