/**
 * Short, safe renderings of values and expectations for messages.
 *
 *   describeValue('a very long string ...') === '"a very long string ..." (truncated to 40 characters)'
 *   describeValue({ a: 1 }) === 'an object'
 *   typeWord('string,null') === 'a string or null'
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return value.length > 40 ? `${JSON.stringify(value.slice(0, 40))}…` : JSON.stringify(value);
  return String(value);
}

const typeWords: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

export function typeWord(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((t) => typeWords[String(t)] ?? String(t)).join(' or ');
}

export const quoteList = (values: unknown[]): string => values.map((v) => JSON.stringify(v)).join(', ');
