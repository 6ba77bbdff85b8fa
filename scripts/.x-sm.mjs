import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const dir = 'dist-sm/m/assets/';
const file = readdirSync(dir).find((f) => /^core-.*\.js$/.test(f));
const code = readFileSync(dir + file, 'utf8');
const map = JSON.parse(readFileSync(dir + file + '.map', 'utf8'));
// decode mappings
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decode(str) { const out = []; let v = 0, shift = 0; for (const ch of str) { let d = B64.indexOf(ch); const cont = d & 32; d &= 31; v += d << shift; if (cont) shift += 5; else { const neg = v & 1; v >>= 1; out.push(neg ? -v : v); v = 0; shift = 0; } } return out; }
const lines = code.split('\n'); const sizes = {}; let src = 0;
map.mappings.split(';').forEach((line, li) => { let col = 0; const segs = line.split(',').filter(Boolean).map(decode); const text = lines[li] ?? '';
  segs.forEach((s, i) => { col += s[0]; if (s.length > 1) src += s[1]; const next = i + 1 < segs.length ? col + segs[i + 1][0] : text.length; const name = map.sources[src]; sizes[name] = (sizes[name] ?? '') + text.slice(col, next); }); });
const rows = Object.entries(sizes).map(([k, v]) => [k.replace(/.*node_modules\//, 'nm/').replace(/^\.\.\/\.\.\/\.\.\//, ''), v.length, gzipSync(v).length]).sort((a, b) => b[1] - a[1]);
const filt = process.argv[2] ? rows.filter((r) => r[0].includes(process.argv[2])) : rows;
for (const r of filt.slice(0, Number(process.argv[3] ?? 60))) console.log(String(r[1]).padStart(7), String(r[2]).padStart(6), r[0]);
