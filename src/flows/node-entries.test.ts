// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * What lint lets scripts/ and the sandbox import of a flow (eslint.config.js): its node.ts and the
 * data-only screen declarations. They must load where there is no document: this file runs in
 * Node's environment, with no window, document, navigator storage or matchMedia, so an entry that
 * touches any of them when it loads (a store set up at import, a listener on window) fails here
 * rather than in a build script.
 */
const entries = import.meta.glob(['./*/node.ts', './*/screens.ts', './screens.ts']);

describe('the flows\' Node-safe entries', () => {
  it('are all found (the glob and the folder agree)', () => {
    const flows = readdirSync(new URL('.', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    const onDisk = flows.flatMap((flow) => (readdirSync(new URL(`./${flow}/`, import.meta.url)) as string[]).filter((f) => f === 'node.ts' || f === 'screens.ts').map((f) => `./${flow}/${f}`));
    expect(Object.keys(entries).filter((p) => p !== './screens.ts').sort()).toEqual(onDisk.sort());
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['./pwa/node.ts', './games/node.ts', './auth/node.ts', './promotions/node.ts']));
  });

  it.each(Object.keys(entries))('%s loads without a document and exports something', async (path) => {
    expect(typeof globalThis.document).toBe('undefined');
    const module = (await entries[path]!()) as Record<string, unknown>;
    expect(Object.keys(module).length).toBeGreaterThan(0);
  });
});
