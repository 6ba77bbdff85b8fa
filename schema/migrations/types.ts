/**
 * One named step of the manifest schema: `up` rewrites a manifest written for `from` into one for
 * `to` (returning a new object; the input is left alone). `notes` are what the operator must still
 * decide by hand after it ran (printed by `npm run merchant -- migrate`).
 */
export type Manifest = Record<string, unknown>;

export interface Migration {
  from: number;
  to: number;
  name: string;
  up: (doc: Manifest) => Manifest;
  notes?: (doc: Manifest) => string[];
}
