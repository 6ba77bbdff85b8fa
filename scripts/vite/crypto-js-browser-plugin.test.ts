import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cryptoJsBrowserPlugin } from './crypto-js-browser-plugin';

const coreFile = createRequire(import.meta.url).resolve('crypto-js/core.js');

type Handler = (this: { error: (message: string) => never }, code: string, id: string) => { code: string };
const handler = (cryptoJsBrowserPlugin().transform as { handler: Handler }).handler;
const context = { error: (message: string): never => { throw new Error(message); } };

describe('cryptoJsBrowserPlugin', () => {
  it('drops the Node require fallback from the installed crypto-js, and nothing else', () => {
    const source = readFileSync(coreFile, 'utf8');
    const { code } = handler.call(context, source, coreFile);
    expect(code).not.toMatch(/typeof require/);
    expect(code).toContain('if (false) {');
    expect(code.length).toBe(source.length - "!crypto && typeof require === 'function'".length + 'false'.length);
  });

  it('fails the build when the fallback no longer reads as expected (a crypto-js upgrade)', () => {
    expect(() => handler.call(context, 'var crypto = require("crypto");', coreFile)).toThrow(/Node crypto fallback changed/);
  });
});
