#!/usr/bin/env node
// Adds or updates keys in every locale file at once, so no language is forgotten:
//
//   node scripts/locales-add.mjs new-keys.json
//
// new-keys.json: { "notice.retry": { "EN": "Retry", "CN": "重试", …every one of the 20 codes… } }
// Plural keys are given per language as the language needs them ("x_one"/"x_other" for EN,
// only "x_other" for CN…): a key whose value for a language is null is left out of that file.
// Refuses a key that lacks any language, so a file can never miss a key. Safe to run from several
// shells at once: writes happen under an exclusive lock (mkdir is atomic).
//
//   node scripts/locales-add.mjs --pack install new-keys.json
//
// writes a text pack instead (src/locales/install/<CODE>.json, created when missing): texts a flow
// loads with its own lazy chunk, off the first load (src/lib/i18n/i18n.ts, loadTextPack).
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const packAt = args.indexOf('--pack');
const pack = packAt >= 0 ? args.splice(packAt, 2)[1] : null;
if (pack !== null && !/^[a-z][a-z0-9-]*$/.test(pack ?? '')) {
  console.error('locales-add: --pack needs a lowercase name, e.g. --pack install');
  process.exit(1);
}
const root = new URL('../src/locales/', import.meta.url).pathname;
const dir = pack ? join(root, pack) : root;
const CODES = ['CN', 'EN', 'ES', 'HI', 'ID', 'JA', 'KM', 'KO', 'MY', 'TA', 'TH', 'TW', 'VI', 'TY', 'UR', 'PT', 'PT-BR', 'MS', 'BN', 'TR'];

const input = JSON.parse(readFileSync(args[0] ?? '/dev/stdin', 'utf8'));
const problems = Object.entries(input).flatMap(([key, byCode]) =>
  CODES.filter((code) => !(code in byCode)).map((code) => `${key}: no ${code}`));
if (problems.length) {
  console.error(`locales-add: every key needs all 20 languages (null to leave a plural form out):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

const lock = join(root, '.lock');
mkdirSync(dir, { recursive: true });
for (let tries = 0; ; tries++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (tries > 200) throw new Error(`locales-add: ${lock} is held; remove it if no other run is going`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  for (const code of CODES) {
    const file = join(dir, `${code}.json`);
    const data = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    for (const [key, byCode] of Object.entries(input)) {
      if (byCode[code] === null) delete data[key];
      else data[key] = byCode[code];
    }
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  }
} finally {
  rmdirSync(lock);
}
console.log(`locales-add: ${Object.keys(input).length} key(s) written to ${CODES.length} files${pack ? ` of pack ${pack}` : ''}`);
