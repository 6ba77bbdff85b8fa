import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { axiosXhrOnlyPlugin } from './axios-xhr-only-plugin';

// axios's package exports do not expose lib/: find the file beside its package.json.
const fetchFile = join(dirname(createRequire(import.meta.url).resolve('axios/package.json')), 'lib/adapters/fetch.js');

type Handler = (this: { error: (message: string) => never }, code: string, id: string) => { code: string };
const plugin = axiosXhrOnlyPlugin();
const { handler, filter } = plugin.transform as { handler: Handler; filter: { id: RegExp } };
const context = { error: (message: string): never => { throw new Error(message); } };

describe('axiosXhrOnlyPlugin', () => {
  it('applies to the installed axios fetch adapter only', () => {
    expect(filter.id.test(fetchFile)).toBe(true);
    expect(filter.id.test(fetchFile.replace('fetch.js', 'xhr.js'))).toBe(false);
  });

  it('replaces it with an adapter that is "not supported by the environment" and runs nothing at import', async () => {
    const { code } = handler.call(context, readFileSync(fetchFile, 'utf8'), fetchFile);
    expect(code).not.toMatch(/new (Request|Response|ReadableStream)/);
    const stub = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { getFetch: () => unknown; default: unknown };
    expect(stub.getFetch()).toBe(false);
    expect(stub.default).toBe(false);
  });

  it('fails the build when the adapter no longer exports getFetch (an axios upgrade)', () => {
    expect(() => handler.call(context, 'export default function fetchAdapter() {}', fetchFile)).toThrow(/fetch adapter changed/);
  });
});
