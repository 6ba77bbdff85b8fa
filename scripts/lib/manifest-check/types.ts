/**
 * One problem found in a manifest. Printed as `<file>: <pointer>: <message>`:
 *
 *   merchants/luckyvn/manifest.json: /promotionTargets/DEPOSIT: unknown route id "vouchercenter" (did you mean "voucherCenter"?)
 *
 * `pointer` is a JSON pointer (RFC 6901) into the manifest; "/" stands for the whole file (size,
 * depth and syntax problems).
 */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

export const formatProblem = (p: Problem): string => `${p.file}: ${p.pointer || '/'}: ${p.message}`;

/** A problem before the file name is known: what the individual checks return. */
export type Finding = Omit<Problem, 'file'>;

/** The subset of an ajv error the standalone validator produces (no message, no schemaPath). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export type ValidateFn = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
