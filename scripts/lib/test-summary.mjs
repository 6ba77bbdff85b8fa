// What npm test's summary repeats from a step's output (scripts/test.mjs): a CI log is often
// read from its tail, so the summary alone should name what failed, or what passed only on a retry.

/** The lines that name what failed (vitest, Playwright, tsc, eslint, our own checks), at most 25. */
export function failureLines(output) {
  const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  const wanted = /(^\s*(FAIL|×|✘|✗)\s)|(^\s*\d+\)\s)|error TS\d+|^\s*\d+:\d+\s+error\s|AssertionError|Error: |over budget|exceeds/;
  const lines = [...new Set(plain.split('\n').filter((l) => wanted.test(l)).map((l) => l.trim().slice(0, 200)))];
  return lines.length > 25 ? [...lines.slice(0, 25), `… and ${lines.length - 25} more`] : lines.length ? lines : plain.trim().split('\n').slice(-10);
}

/** Playwright's "N flaky" block (tests that passed only on their retry), to name them in the summary. */
export function flakyLines(output) {
  const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').split('\n');
  const at = plain.findIndex((l) => /^\s*\d+ flaky\s*$/.test(l));
  if (at < 0) return [];
  const block = [plain[at].trim()];
  for (const line of plain.slice(at + 1)) {
    if (!/^\s{4,}\S/.test(line)) break;
    block.push(`  ${line.trim().slice(0, 200)}`);
  }
  return block;
}
