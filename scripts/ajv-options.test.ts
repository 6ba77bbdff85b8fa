// @vitest-environment node
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { ajvOptions } from './build-validators';

/**
 * The manifest validator's compile options: strict (a misspelt keyword or an unknown format fails
 * the build instead of validating nothing) and `$data` off (a manifest cannot make one of its
 * values the bound of another). Asserted by behaviour, on a compiler built with the same options.
 */
describe('ajv options of the manifest validator', () => {
  const ajv = () => new Ajv({ ...ajvOptions, code: { ...ajvOptions.code, esm: false } });

  it('strict: a schema with an unknown keyword or format does not compile', () => {
    expect(ajvOptions.strict).toBe(true);
    expect(() => ajv().compile({ type: 'object', properties: { a: { type: 'string', maxLenght: 3 } } })).toThrow(/unknown keyword/);
    expect(() => ajv().compile({ type: 'string', format: 'no-such-format' })).toThrow(/unknown format/);
  });

  it('$data off: a $data reference is not a bound but a schema error', () => {
    expect(ajvOptions.$data).toBe(false);
    const schema = { type: 'object', properties: { min: { type: 'number' }, max: { type: 'number', minimum: { $data: '1/min' } } } };
    expect(() => ajv().compile(schema)).toThrow();
  });
});
