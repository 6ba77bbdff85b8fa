import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from './compile-hints-plugin';

type Chunk = { type: 'chunk'; name: string; code: string; map: { mappings: string } | null };
type Hook = (this: { error: (message: string) => never }, options: unknown, bundle: Record<string, Chunk | { type: 'asset' }>) => void;
const generate = compileHintsPlugin(['react', 'libs']).generateBundle as unknown as Hook;
const context = { error: (message: string): never => { throw new Error(message); } };
const chunk = (name: string, code: string, mappings?: string): Chunk => ({ type: 'chunk', name, code, map: mappings === undefined ? null : { mappings } });

describe('compileHintsPlugin', () => {
  it('puts the hint on the first line of the named chunks only, and shifts their source maps by that line', () => {
    const bundle = { a: chunk('react', 'import"x";', 'AAAA'), b: chunk('libs', 'export{};'), c: chunk('login-screen', 'let a;'), d: { type: 'asset' as const } };
    generate.call(context, {}, bundle);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect([bundle.a.code, bundle.a.map?.mappings]).toEqual([`${COMPILE_HINT}import"x";`, ';AAAA']);
    expect(bundle.b.code).toBe(`${COMPILE_HINT}export{};`);
    expect(bundle.c.code).toBe('let a;');
  });

  it('fails the build when a named chunk is not in the output (a renamed group)', () => {
    expect(() => generate.call(context, {}, { a: chunk('react', '') })).toThrow(/no chunk named libs/);
  });
});
