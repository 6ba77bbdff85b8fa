/**
 * Turns the standalone validator's errors ({ instancePath, keyword, params }) into findings that
 * say what was expected, with a did-you-mean for unknown properties and bad enum values:
 *
 *   { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'merchantCdoe' } }
 *     -> /merchantCdoe: unknown property (did you mean "merchantCode"?)
 *   { instancePath: '/security/cipher', keyword: 'enum', params: { allowedValues: ['DES', 'AES-GCM'] } }
 *     -> /security/cipher: expected one of "DES", "AES-GCM", got "AES" (did you mean "AES-GCM"?)
 */
import { describeValue, quoteList, typeWord } from './describe-value';
import { didYouMean } from './did-you-mean';
import { escapeSegment, valueAt } from './json-pointer';
import { describePattern } from './pattern-hints';
import { allowedKeys, schemaAt } from './schema-at';
import type { Finding, Json, SchemaError } from './types';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function word(error: SchemaError, data: unknown, schema: Json): Finding {
  const { instancePath: at, params } = error;
  const value = valueAt(data, at);
  const got = `got ${describeValue(value)}`;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required': {
      return { pointer: `${at}/${escapeSegment(String(params.missingProperty))}`, message: 'is required but missing' };
    }
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const parent = schemaAt(schema, at);
      const patterns = parent && typeof parent.patternProperties === 'object' ? Object.keys(parent.patternProperties as Json) : [];
      const keys = allowedKeys(parent);
      const expected = patterns.length
        ? `: expected ${patterns.map(describePattern).join(' or ')}`
        : didYouMean(key, keys) || (keys.length <= 10 ? ` (allowed: ${quoteList(keys)})` : '');
      return { pointer: `${at}/${escapeSegment(key)}`, message: `unknown property${expected}` };
    }
    case 'type':
      return { pointer: at, message: `expected ${typeWord(params.type)}, ${got}` };
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return { pointer: at, message: `expected one of ${quoteList(allowed)}, ${got}${didYouMean(value, allowed.map(String))}` };
    }
    case 'const':
      return { pointer: at, message: `expected ${JSON.stringify(params.allowedValue)}, ${got}` };
    case 'pattern':
      return { pointer: at, message: `expected ${describePattern(String(params.pattern))}, ${got}` };
    case 'minLength':
      return { pointer: at, message: `expected at least ${plural(limit, 'character')}, ${got}` };
    case 'maxLength':
      return { pointer: at, message: `expected at most ${plural(limit, 'character')}, got ${plural([...String(value)].length, 'character')}` };
    case 'minItems':
    case 'maxItems': {
      const s = schemaAt(schema, at);
      const exact = s && s.minItems === s.maxItems;
      const bound = exact ? 'exactly' : error.keyword === 'minItems' ? 'at least' : 'at most';
      return { pointer: at, message: `expected ${bound} ${plural(limit, 'item')}, got ${Array.isArray(value) ? value.length : 0}` };
    }
    case 'uniqueItems': {
      const [first, again] = [Number(params.i), Number(params.j)].sort((a, b) => a - b);
      const item = valueAt(data, `${at}/${again}`);
      return { pointer: `${at}/${again}`, message: `duplicate: ${describeValue(item)} is already at ${at}/${first}` };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { pointer: at, message: `expected ${schemaAt(schema, at)?.type === 'integer' ? 'an integer' : 'a number'} ${String(params.comparison)} ${limit}, ${got}` };
    case 'maxProperties':
      return { pointer: at, message: `expected at most ${plural(limit, 'entry').replace('entrys', 'entries')}, got ${Object.keys(value ?? {}).length}` };
    default:
      return { pointer: at, message: `fails the schema's "${error.keyword}" rule ${JSON.stringify(params)}` };
  }
}

/** Findings in validator order, without repeats (a property matched by two rules reports once). */
export function schemaFindings(errors: readonly SchemaError[], data: unknown, schema: Json): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const error of errors) {
    const finding = word(error, data, schema);
    const key = `${finding.pointer}\n${finding.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(finding);
  }
  return out;
}
