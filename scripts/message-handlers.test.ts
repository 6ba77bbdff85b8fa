// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A `message` handler in the app (a frame's or a worker's postMessage) is a door for any window:
 * every one must check the sender's origin and source (window) before it reads the data, and
 * check the data's shape. The app has none today (the trial and chat frames talk to nobody;
 * tests/e2e/frames.spec.ts posts forged messages and sees them ignored); this keeps a new one
 * from arriving without those checks.
 */
const root = new URL('..', import.meta.url).pathname;
const HANDLER = /addEventListener\(\s*['"]message['"]|\bonmessage\s*=/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !name.includes('.generated.') ? [full] : [];
  });
}

describe('postMessage handlers', () => {
  it('every message handler in src checks origin and source', () => {
    const unchecked = sourceFiles(join(root, 'src'))
      .filter((file) => HANDLER.test(readFileSync(file, 'utf8')))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return !/\.origin\s*[!=]==/.test(text) || !/\.source\s*[!=]==/.test(text);
      })
      .map((file) => relative(root, file));
    expect(unchecked).toEqual([]);
  });

  it('the rule finds a handler without the checks', () => {
    expect(HANDLER.test("window.addEventListener('message', (e) => run(e.data));")).toBe(true);
    expect(HANDLER.test('port.onmessage = (e) => run(e.data);')).toBe(true);
  });
});
