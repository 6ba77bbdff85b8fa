// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('precompress', () => {
  it('writes .gz where it pays, keeps them in step with their files, and removes orphans', () => {
    const root = mkdtempSync(join(tmpdir(), 'm-precompress-'));
    try {
      mkdirSync(join(root, 'm', 'assets'), { recursive: true });
      writeFileSync(join(root, 'm', 'assets', 'a.js'), 'a'.repeat(5000));
      writeFileSync(join(root, 'm', 'tiny.json'), '{}');
      writeFileSync(join(root, 'm', 'logo.png'), 'p'.repeat(5000));
      writeFileSync(join(root, 'm', 'gone.css.gz'), gzipSync('x'));
      expect(precompress(root)).toEqual({ written: ['m/assets/a.js.gz'], removed: ['m/gone.css.gz'], kept: 0 });
      expect(gunzipSync(readFileSync(join(root, 'm/assets/a.js.gz'))).toString()).toBe('a'.repeat(5000));
      expect(statSync(join(root, 'm/assets/a.js.gz')).mtimeMs).toBeCloseTo(statSync(join(root, 'm/assets/a.js')).mtimeMs, -1);
      expect(precompress(root)).toEqual({ written: [], removed: [], kept: 1 });
      writeFileSync(join(root, 'm', 'assets', 'a.js'), 'b'.repeat(6000));
      expect(precompress(root).written).toEqual(['m/assets/a.js.gz']);
      expect(gunzipSync(readFileSync(join(root, 'm/assets/a.js.gz'))).toString()).toBe('b'.repeat(6000));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
