/**
 * The fix for a validator error, in one imperative sentence, from the error's wording: every
 * finding `check --json` prints carries one, so an editor can show it beside the problem.
 *
 *   suggestFix({ pointer: '/merchantCdoe', message: 'unknown property (did you mean "merchantCode"?)' })
 *     === 'rename "merchantCdoe" to "merchantCode"'
 */
import { segmentsOf } from '../../lib/manifest-check/json-pointer';

export function suggestFix(pointer: string, message: string): string {
  const key = segmentsOf(pointer).at(-1) ?? '';
  const meant = /\(did you mean "([^"]+)"\?\)/.exec(message)?.[1];
  if (message.startsWith('unknown property')) {
    if (meant) return `rename "${key}" to "${meant}"`;
    const expected = /: expected (.+)$/.exec(message)?.[1];
    if (expected) return `rename "${key}" to ${expected}`;
    return `remove "${key}" (a property the schema does not define; docs/manifest-reference.md lists the allowed ones)`;
  }
  if (meant) return `replace it with "${meant}"`;
  const tail = message.split(': ').at(-1) ?? '';
  if (/^(add|remove|set|use|write|change|rename|move|keep|give|list|put|choose|shorten)\b/.test(tail)) return tail;
  if (message === 'is required but missing') return `add "${key}" (docs/manifest-reference.md gives its type and an example)`;
  if (message.startsWith('invalid JSON')) {
    return 'fix the JSON syntax at the line and column given: a missing comma, quote or bracket, a trailing comma or a comment';
  }
  if (message === 'file not found') return 'give the path of an existing manifest.json';
  if (message.startsWith('asset not found')) return 'add the file at that path, or run npx tsx scripts/gen-merchant-assets.ts <id> for placeholders';
  const size = /^expected a (\d+x\d+) PNG/.exec(message);
  if (size) return `export the image as a ${size[1]} PNG, or regenerate it with npx tsx scripts/gen-merchant-assets.ts <id> --force`;
  if (message.startsWith('expected a PNG image')) return 'save the image as PNG (or point the manifest at a .png file)';
  const route = /^missing the required route "[^"]+": (.+)$/.exec(message);
  if (route) return route[1]!;
  if (message.includes('is already used by')) return 'choose a value no other merchant uses (each host, id and code belongs to one merchant)';
  if (message.startsWith('duplicate')) return 'remove the repeated entry';
  const afterGot = /, got [^:]*: (.+)$/.exec(message);
  if (afterGot && /^(a browser|write|use|add|set|remove)/.test(afterGot[1]!)) return afterGot[1]!;
  const expected = /^expected (.+?), got /.exec(message) ?? /^expected (.+?) \(/.exec(message) ?? /^expected (.+)$/.exec(message);
  if (expected) return `change the value to ${expected[1]}`;
  const needs = /needs (.+)$/.exec(message);
  if (needs) return `add ${needs[1]}`;
  return 'see docs/onboarding.md, "What the validator checks", for this rule';
}
