/**
 * JSON.parse with a message that does not depend on the Node version: the engine's position is
 * turned into line and column and the offending character is named.
 *
 *   parseJson('{"a": 1,}').finding.message
 *     === 'invalid JSON at line 1, column 9: Expected double-quoted property name (found "}")'
 */
import type { Finding } from './types';

export type Parsed = { ok: true; data: unknown } | { ok: false; finding: Finding };

export function parseJson(text: string): Parsed {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // a UTF-8 byte order mark is harmless
  try {
    return { ok: true, data: JSON.parse(body) };
  } catch (error) {
    return { ok: false, finding: { pointer: '', message: `invalid JSON${describe(body, (error as Error).message)}` } };
  }
}

function describe(text: string, engineMessage: string): string {
  const position = /at position (\d+)/.exec(engineMessage);
  if (!position) {
    if (/end of (JSON )?input/i.test(engineMessage)) return ': unexpected end of file (a missing bracket or quote?)';
    return `: ${engineMessage.replace(/, ".*" is not valid JSON$/s, '')}`;
  }
  const at = Number(position[1]);
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = at - before.lastIndexOf('\n');
  const found = text[at] === undefined ? 'end of file' : JSON.stringify(text[at]);
  const reason = engineMessage.slice(0, engineMessage.indexOf(' in JSON')).trim();
  return ` at line ${line}, column ${column}: ${reason || 'syntax error'} (found ${found})`;
}
