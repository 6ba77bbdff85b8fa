/** The merchant schema's definitions, read once (`schema/merchant.schema.json`). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SchemaNode {
  description?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  [key: string]: unknown;
}

const repoRoot = join(import.meta.dirname, '../..');
let definitions: Record<string, SchemaNode> | undefined;

export function schemaDefinitions(): Record<string, SchemaNode> {
  definitions ??= (JSON.parse(readFileSync(join(repoRoot, 'schema/merchant.schema.json'), 'utf8')) as { definitions: Record<string, SchemaNode> }).definitions;
  return definitions;
}
