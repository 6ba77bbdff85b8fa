/**
 * The validator and schema the checks use: the generated standalone module (the very code the
 * browser runs), imported by file URL so TypeScript does not pull src/ into the scripts project.
 * `root` is the repository root (callers pass it: this file may run from a bundle elsewhere).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Json, ValidateFn } from './types';

export const validatorPath = (root: string) => join(root, 'src/runtime/validate-manifest.generated.js');
export const schemaPath = (root: string) => join(root, 'schema/merchant.schema.json');

export async function loadValidator(root: string): Promise<ValidateFn> {
  const mod = (await import(pathToFileURL(validatorPath(root)).href)) as { default: ValidateFn };
  return mod.default;
}

/** A lazy schema reader: the schema is only read when an error needs wording. */
export function schemaLoader(root: string): () => Json {
  let schema: Json | undefined;
  return () => (schema ??= JSON.parse(readFileSync(schemaPath(root), 'utf8')) as Json);
}
