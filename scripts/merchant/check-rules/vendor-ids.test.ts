// @vitest-environment node
// The vendor ids of a manifest's `analytics`, each held to the form its vendor issues
// (schema/merchant.schema.json; docs/configuration.md, "Vendor id formats"): `merchant check`
// refuses an id of another shape at the field's pointer, with the fix in the message.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkManifestText, loadValidator, schemaLoader } from '../../lib/manifest-check';
import type { ValidateFn } from '../../lib/manifest-check';
import { repoRoot } from '../test-support';
import { suggestFix } from './suggest-fix';

const valid = JSON.parse(readFileSync(join(repoRoot, 'tests/fixtures/manifests/valid.json'), 'utf8')) as Record<string, unknown>;
let validate: ValidateFn;
beforeAll(async () => {
  validate = await loadValidator(repoRoot);
});

/** The findings of valid.json with `analytics` replaced. */
function check(analytics: Record<string, string>) {
  const text = JSON.stringify({ ...valid, analytics });
  return checkManifestText(text, 'manifest.json', { validate, schema: schemaLoader(repoRoot), assets: false }).problems;
}

const table: { key: string; vendor: RegExp; valid: string[]; invalid: string[] }[] = [
  {
    key: 'facebookPixelId', vendor: /Meta \(Facebook\) pixel id: 15 or 16 digits/,
    valid: ['100200300400500', '1002003004005006'],
    invalid: ['FBPIXELLETTERS', 'abcdefabcdefabc', '10020030040050', '10020030040050060', '100200300400500 ', '1002003004005x0', '-100200300400500'],
  },
  {
    key: 'tiktokPixelId', vendor: /TikTok pixel id: 20 capital letters and digits/,
    valid: ['C4ABCDEFGHIJ12345678', 'CJMB7ERC77U2JVNG7RF0', '01234567890123456789'],
    invalid: ['C9SSP0TIKTOK', 'c4abcdefghij12345678', 'C4ABCDEFGHIJ123456789', 'C4ABCDEFGHIJ1234567', 'C4ABCDEFGHIJ1234567-', 'C4ABCDEFGHIJ_2345678'],
  },
  {
    key: 'kwaiPixelId', vendor: /Kwai pixel id: 15-19 digits/,
    valid: ['300400500600700', '3004005006007008009'],
    invalid: ['K1', 'KWAIPIXEL123456', '30040050060070', '30040050060070080090', '300400500600700a'],
  },
  {
    key: 'gtagId', vendor: /Google tag id: G-, GT- or AW-/,
    valid: ['G-ABC123DEF4', 'G-GCR1234567', 'GT-ABCD123', 'AW-123456789', 'AW-1234'],
    invalid: ['GTM-ABC1234', 'UA-12345-1', 'DC-1234567', 'g-abc123def4', 'G-', 'G-ABC', 'G-ABCDEFGHIJKLMNOPQ', 'G_ABC123DEF4', 'ABC123DEF4', 'AW-123 456'],
  },
];

describe.each(table)('analytics.$key', ({ key, vendor, valid: goods, invalid: bads }) => {
  it.each(goods)('accepts %s', (id) => {
    expect(check({ [key]: id })).toEqual([]);
  });

  it.each(bads)('refuses %j at its pointer, saying what to write and where to find it', (id) => {
    const problems = check({ [key]: id });
    expect(problems).toEqual([expect.objectContaining({ pointer: `/analytics/${key}` })]);
    const { pointer, message } = problems[0]!;
    expect(message).toMatch(vendor);
    expect(message).toContain(`got ${JSON.stringify(id)}`);
    expect(message).toMatch(/copied from|settings show it/);
    expect(suggestFix(pointer, message)).toMatch(new RegExp(`^change the value to an? ${vendor.source}`));
  });
});

it('a Tag Manager container id in gtagId is named as such, with the id to use instead', () => {
  const [problem] = check({ gtagId: 'GTM-ABC1234' });
  expect(problem?.message).toMatch(/GTM-\.\.\., is not one, so take the id of the Google tag the container fires/);
});

it('checks every id of the object, each at its own pointer', () => {
  const problems = check({ facebookPixelId: 'letters', tiktokPixelId: 'C9SSP0TIKTOK', kwaiPixelId: 'K1', gtagId: 'GTM-ABC1234' });
  expect(problems.map((p) => p.pointer).sort()).toEqual(['/analytics/facebookPixelId', '/analytics/gtagId', '/analytics/kwaiPixelId', '/analytics/tiktokPixelId']);
});
