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
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as { packages: Record<string, { engines?: { node?: string } | string[] }> };

describe('Node engines', () => {
  const oldest = semver.minVersion(pkg.engines.node);

  it('package.json names a Node 20 floor', () => {
    expect(oldest?.major).toBe(20);
  });

  it('every locked package runs on the oldest Node we promise (no EBADENGINE at setup)', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(oldest!, (entry.engines as { node: string }).node))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')} needs node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
