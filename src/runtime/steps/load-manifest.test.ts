// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkManifestText } from '../check-manifest-text';
import { DIGEST_HEX_DIGITS, loadManifest, verifyManifestText } from './load-manifest';

const real = readFileSync(new URL('../../../merchants/luckyvn/manifest.json', import.meta.url), 'utf8');
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, DIGEST_HEX_DIGITS);

describe('checkManifestText (the validator path)', () => {
  it('accepts a real merchant manifest', () => {
    const result = checkManifestText(real);
    expect(result.ok && result.manifest.id).toBe('luckyvn');
  });

  it('names the misspelt property', () => {
    const broken = JSON.parse(real);
    broken.merchantCdoe = broken.merchantCode;
    delete broken.merchantCode;
    const result = checkManifestText(JSON.stringify(broken));
    expect(!result.ok && result.details).toEqual(expect.arrayContaining(['/: unknown property "merchantCdoe"', '/: missing "merchantCode"']));
  });

  it('puts the likely typo first and says how many more there are', () => {
    const result = checkManifestText(JSON.stringify({ id: 'luckyvn', merchantCdoe: 'LVN' }));
    expect(!result.ok && result.details[0]).toBe('/: unknown property "merchantCdoe"');
    expect(!result.ok && result.details).toHaveLength(11);
    expect(!result.ok && result.details[10]).toMatch(/^… and \d+ more$/);
  });

  it('says when the text is not JSON', () => {
    expect(checkManifestText('{nope')).toMatchObject({ ok: false, reason: 'not-json' });
  });
});

describe('verifyManifestText', () => {
  it('trusts the exact text the build vouched for, without the validator', async () => {
    const canonical = JSON.stringify(JSON.parse(real));
    expect(await verifyManifestText(canonical, digest(canonical))).toMatchObject({ ok: true, checkedBy: 'digest' });
  });

  it('a digest of another length vouches for nothing: a cut-down prefix cannot skip the validator', async () => {
    const canonical = JSON.stringify(JSON.parse(real));
    expect(await verifyManifestText(canonical, digest(canonical).slice(0, 8))).toMatchObject({ ok: true, checkedBy: 'validator' });
    expect(await verifyManifestText(canonical, '')).toMatchObject({ ok: true, checkedBy: 'validator' });
  });

  it('validates anything else in full: a changed but valid manifest passes, a broken one does not', async () => {
    const canonical = JSON.stringify(JSON.parse(real));
    const changed = JSON.stringify({ ...JSON.parse(real), displayName: 'Edited after the build' });
    expect(await verifyManifestText(changed, digest(canonical))).toMatchObject({ ok: true, checkedBy: 'validator' });
    const broken = JSON.stringify({ ...JSON.parse(real), redirectAllowList: ['http://evil.example'] });
    expect(await verifyManifestText(broken, digest(canonical))).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('caps size and depth of a text the digest does not vouch for, before parsing it', async () => {
    const deep = `{"a":${'['.repeat(40)}${']'.repeat(40)}}`;
    expect(await verifyManifestText(deep, digest(real))).toEqual({ ok: false, reason: 'limits', details: ['manifest nests 41 levels deep; the limit is 16'] });
    expect(await verifyManifestText(deep, undefined)).toMatchObject({ ok: false, reason: 'limits' });
  });
});

describe('loadManifest', () => {
  it('reports an unreachable manifest as a value, not an exception', async () => {
    const failing = (() => Promise.resolve(new Response('', { status: 503 }))) as typeof fetch;
    expect(await loadManifest('/m/merchants/x/manifest.json', undefined, failing)).toEqual({ ok: false, reason: 'unreachable', details: ['HTTP 503 for /m/merchants/x/manifest.json'] });
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await loadManifest('/x', undefined, offline)).toMatchObject({ ok: false, reason: 'unreachable' });
  });
});
