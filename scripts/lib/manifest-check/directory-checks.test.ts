// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultsProblems, directoryProblems } from './directory-checks';

const entry = (file: string, data: object) => ({ file, problems: [], data });

describe('directory checks', () => {
  it('reports a domain, id or merchant code used twice, on the later manifest', () => {
    const problems = directoryProblems([
      entry('merchants/a/manifest.json', { id: 'a', merchantCode: 'AAA', domains: ['m.a.example', 'shared.example'] }),
      entry('merchants/b/manifest.json', { id: 'b', merchantCode: 'AAA', domains: ['shared.example'] }),
    ]);
    expect(problems).toEqual([
      { file: 'merchants/b/manifest.json', pointer: '/merchantCode', message: 'merchant code "AAA" is already used by merchants/a/manifest.json' },
      { file: 'merchants/b/manifest.json', pointer: '/domains/0', message: 'domain "shared.example" is already used by merchants/a/manifest.json' },
    ]);
  });

  it('wants the id of merchants/<folder>/manifest.json to be the folder name', () => {
    expect(directoryProblems([entry('merchants/lucky/manifest.json', { id: 'luckyvn' })])).toEqual([
      { file: 'merchants/lucky/manifest.json', pointer: '/id', message: 'expected "lucky" (the folder name), got "luckyvn"' },
    ]);
  });

  it('wants defaults.json to name an existing merchant', () => {
    expect(defaultsProblems({ defaultMerchantId: 'luckyvn' }, 'merchants/defaults.json', ['luckyvn'])).toEqual([]);
    expect(defaultsProblems({ defaultMerchantId: 'lucky' }, 'merchants/defaults.json', ['luckyvn', 'siamspin'])).toEqual([
      { file: 'merchants/defaults.json', pointer: '/defaultMerchantId', message: 'expected the id of a merchant folder ("luckyvn", "siamspin"), got "lucky"' },
    ]);
  });
});
