/** The schema version manifests must be written for today: the `const` of schema/merchant.schema.json's schemaVersion. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function currentSchemaVersion(root: string): number {
  const schema = JSON.parse(readFileSync(join(root, 'schema/merchant.schema.json'), 'utf8')) as { properties: { schemaVersion: { const: number } } };
  return schema.properties.schemaVersion.const;
}
