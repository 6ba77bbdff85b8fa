/**
 * The (sub)schema that governs a given place in a manifest, found by walking the instance path
 * through properties, patternProperties, items and local $refs. Used to word errors: the allowed
 * keys of an object (for did-you-mean), or whether an array has an exact length.
 *
 *   schemaAt(schema, '/theme')          -> definitions.Theme
 *   schemaAt(schema, '/routes/3')       -> definitions.Route
 *   schemaAt(schema, '/pageMeta/~1m~1x') -> definitions.PageMeta (via patternProperties)
 */
import { segmentsOf } from './json-pointer';
import { isObject } from './types';
import type { Json } from './types';

export function resolveRef(root: Json, node: Json): Json {
  let current = node;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
    const target = current.$ref.replace(/^#\/definitions\//, '');
    const definitions = isObject(root.definitions) ? root.definitions : {};
    const next = definitions[target];
    if (!isObject(next)) break;
    current = next;
  }
  return current;
}

export function schemaAt(root: Json, instancePath: string): Json | undefined {
  let node: Json | undefined = resolveRef(root, root);
  for (const segment of segmentsOf(instancePath)) {
    if (!node) return undefined;
    node = resolveRef(root, node);
    const props: Json | undefined = isObject(node.properties) ? node.properties : undefined;
    const patterns: Json | undefined = isObject(node.patternProperties) ? node.patternProperties : undefined;
    let next: unknown = props?.[segment];
    if (next === undefined && patterns) {
      next = Object.entries(patterns).find(([pattern]) => new RegExp(pattern, 'u').test(segment))?.[1];
    }
    if (next === undefined && isObject(node.items)) next = node.items;
    node = isObject(next) ? next : undefined;
  }
  return node ? resolveRef(root, node) : undefined;
}

export const allowedKeys = (objectSchema: Json | undefined): string[] =>
  objectSchema && isObject(objectSchema.properties) ? Object.keys(objectSchema.properties) : [];
