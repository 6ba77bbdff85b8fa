/**
 * "Did you mean" suggestions: optimal-string-alignment distance (Levenshtein plus swapped
 * neighbours, so "merchantCdoe" is one edit from "merchantCode"), case-insensitive first.
 *
 *   suggest('vouchercenter', ['voucherCenter', 'activity']) === 'voucherCenter'  (case only)
 *   suggest('merchantCdoe', ['merchantCode', 'domains'])    === 'merchantCode'   (1 swap)
 *   suggest('AES', ['DES', 'AES-GCM'])                      === 'AES-GCM'        (a prefix beats 1 edit)
 *   suggest('xyz', ['home'])                                === undefined        (too far)
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The closest candidate, or undefined when none is plausibly what was meant. */
export function suggest(input: string, candidates: Iterable<string>): string | undefined {
  const wanted = input.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    if (candidate === input) continue;
    const c = candidate.toLowerCase();
    let score: number;
    if (c === wanted) score = 0;
    else if (wanted.length >= 3 && (c.startsWith(wanted) || wanted.startsWith(c))) score = 0.5;
    else {
      const distance = editDistance(wanted, c);
      score = distance <= Math.max(1, Math.floor(Math.max(wanted.length, c.length) / 3)) ? distance : Infinity;
    }
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best;
}

/** ' (did you mean "X"?)' or ''. */
export const didYouMean = (input: unknown, candidates: Iterable<string>): string => {
  if (typeof input !== 'string') return '';
  const s = suggest(input, candidates);
  return s === undefined ? '' : ` (did you mean ${JSON.stringify(s)}?)`;
};
