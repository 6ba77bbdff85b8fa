import { checkManifestLimits } from './manifest-limits';
import type { MerchantManifest } from './merchant-manifest.generated';
import validate, { type ManifestValidationError } from './validate-manifest.generated.js';

/**
 * The full check of a manifest the build did not vouch for: size and depth caps, JSON, then the
 * standalone validator compiled from the schema (no ajv compiler in the bundle). This module is
 * loaded lazily (see steps/load-manifest.ts), so the validator costs nothing on an ordinary visit.
 */
export type ManifestCheck =
  | { ok: true; manifest: MerchantManifest }
  | { ok: false; reason: 'limits' | 'not-json' | 'invalid'; details: string[] };

/** Short wording for the screen (the CLI words errors fully, with did-you-mean). */
export function describeError({ instancePath, keyword, params }: ManifestValidationError): string {
  const at = instancePath || '/';
  if (keyword === 'additionalProperties') return `${at}: unknown property "${String(params.additionalProperty)}"`;
  if (keyword === 'required') return `${at}: missing "${String(params.missingProperty)}"`;
  if (keyword === 'enum') return `${at}: must be one of ${(params.allowedValues as unknown[] | undefined)?.join(', ') ?? 'the allowed values'}`;
  return `${at}: fails "${keyword}" ${JSON.stringify(params)}`;
}

export function checkManifestText(text: string): ManifestCheck {
  const limit = checkManifestLimits(text);
  if (limit) return { ok: false, reason: 'limits', details: [limit] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: 'not-json', details: [(error as Error).message] };
  }
  if (validate(data)) return { ok: true, manifest: data };
  return { ok: false, reason: 'invalid', details: summarizeErrors(validate.errors ?? []) };
}

/**
 * At most `limit` lines, the most telling first: an unknown property is usually a typo (and
 * explains the "missing" error of the real name), then missing properties, then the rest.
 */
const RANK: Record<string, number> = { additionalProperties: 0, required: 1 };

export function summarizeErrors(errors: readonly ManifestValidationError[], limit = 10): string[] {
  const ranked = [...errors].sort((a, b) => (RANK[a.keyword] ?? 2) - (RANK[b.keyword] ?? 2));
  const lines = ranked.slice(0, limit).map(describeError);
  if (errors.length > limit) lines.push(`… and ${errors.length - limit} more`);
  return lines;
}
