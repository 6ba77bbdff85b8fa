// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROVIDER_SCRIPT } from './geetest-provider';

/**
 * A manifest's Subresource Integrity pins (geetest.scriptIntegrity) name the file by its path: a pin
 * for another path than the one the loader loads would silently pin nothing, so moving the client
 * to another version fails here until every pin is renewed.
 */
const merchants = readdirSync('merchants', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

describe('geetest.scriptIntegrity in the merchants’ manifests', () => {
  for (const id of merchants) {
    it(`${id}: pins only the file the v3 loader loads`, () => {
      const manifest = JSON.parse(readFileSync(`merchants/${id}/manifest.json`, 'utf8')) as { geetest?: { scriptIntegrity?: Record<string, string> } };
      for (const path of Object.keys(manifest.geetest?.scriptIntegrity ?? {})) expect(path).toBe(PROVIDER_SCRIPT.v3.path);
    });
  }
  it('v4’s client is not a versioned file: it has no pin to take', () => {
    expect(PROVIDER_SCRIPT.v3.path).toMatch(/^\/static\/js\/gt\.\d+\.\d+\.\d+\.js$/);
    expect(PROVIDER_SCRIPT.v4.path).not.toMatch(/\d+\.\d+\.\d+/);
  });
});
