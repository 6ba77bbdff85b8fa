/**
 * Generates docs/manifest-reference.md from schema/merchant.schema.json: every property of a
 * merchant manifest with its type, whether it is required, its default, its allowed values and
 * limits, its description and an example (a value one of the demo merchants uses, else the
 * default, else one made from the type).
 *
 *   tsx scripts/gen-manifest-reference.ts          write the file (part of `npm run gen`)
 *   tsx scripts/gen-manifest-reference.ts --check  exit 1 when the file on disk is stale
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const referenceFile = join(root, 'docs/manifest-reference.md');

export type SchemaNode = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  additionalProperties?: boolean | SchemaNode;
  patternProperties?: Record<string, SchemaNode>;
  enum?: unknown[];
  default?: unknown;
};

interface Row {
  path: string;
  type: string;
  required: boolean;
  defaultValue: string;
  allowed: string;
  description: string;
  example: string;
}

/** `#/definitions/X` → the definition, its own keywords merged over it (a property's description wins). */
function deref(node: SchemaNode, defs: Record<string, SchemaNode>): SchemaNode {
  if (!node.$ref) return node;
  const target = deref(defs[node.$ref.replace('#/definitions/', '')] ?? {}, defs);
  const { $ref: _ref, ...own } = node;
  return { ...target, ...own, description: (own.description as string | undefined) ?? target.description };
}

const code = (v: unknown) => `\`${JSON.stringify(v)}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function typeOf(node: SchemaNode, defs: Record<string, SchemaNode>): string {
  if ('const' in node) return `const ${JSON.stringify(node.const)}`;
  if (node.type === 'array' && node.items) return `array of ${typeOf(deref(node.items, defs), defs)}`;
  if (node.type === 'object' && !node.properties && (node.patternProperties || typeof node.additionalProperties === 'object')) return 'map';
  const type = Array.isArray(node.type) ? node.type.join(' or ') : node.type;
  return type ?? (node.enum ? 'enum' : 'any');
}

const plural = (words: string, n: number) => words.replace('%s', String(n)).replace(/s$/, n === 1 ? '' : 's');

/** Allowed values and limits: enum, pattern, ranges, lengths, item counts. */
function allowedOf(node: SchemaNode, defs: Record<string, SchemaNode>): string {
  const parts: string[] = [];
  const target = node.type === 'array' && node.items ? deref(node.items, defs) : node;
  if (target.enum) parts.push(`one of ${target.enum.map((v) => code(v)).join(', ')}`);
  if ('const' in target) parts.push(`exactly ${code(target.const)}`);
  if (typeof target.pattern === 'string') parts.push(`matches \`${target.pattern}\``);
  for (const [key, words] of [['minimum', '≥'], ['exclusiveMinimum', '>'], ['maximum', '≤']] as const) {
    if (typeof target[key] === 'number') parts.push(`${words} ${target[key] as number}`);
  }
  for (const [key, words] of [['minLength', 'at least %s characters'], ['maxLength', 'at most %s characters']] as const) {
    if (typeof target[key] === 'number') parts.push(plural(words, target[key] as number));
  }
  for (const [key, words] of [['minItems', 'at least %s items'], ['maxItems', 'at most %s items'], ['maxProperties', 'at most %s entries']] as const) {
    if (typeof node[key] === 'number') parts.push(plural(words, node[key] as number));
  }
  if (node.uniqueItems) parts.push('no duplicates');
  if (node.patternProperties) parts.push(`keys match ${Object.keys(node.patternProperties).map((p) => `\`${p}\``).join(', ')}`);
  return parts.join('; ');
}

/** A value at a dotted path of the example manifests: `routes[].path` reads the first route's. */
function exampleAt(manifests: unknown[], segments: string[]): unknown {
  for (const manifest of manifests) {
    let value: unknown = manifest;
    for (const segment of segments) {
      if (value === undefined || value === null) break;
      if (segment === '[]') value = Array.isArray(value) ? value[0] : undefined;
      else if (segment === '{}') value = value && typeof value === 'object' ? Object.values(value)[0] : undefined;
      else value = (value as Record<string, unknown>)[segment];
    }
    if (value !== undefined) return value;
  }
  return undefined;
}

/** `['pageMeta', '/m/home', 'title']` → `pageMeta["/m/home"].title`; `[]` an array's items, `{}` a map's entries (`<key>`). */
function pathText(segments: string[]): string {
  return segments
    .map((s, i) => (s === '[]' ? '[]' : s === '{}' ? '.<key>' : /^[A-Za-z0-9_$]+$/.test(s) ? `${i ? '.' : ''}${s}` : `[${JSON.stringify(s)}]`))
    .join('');
}

function madeUp(node: SchemaNode): unknown {
  if ('const' in node) return node.const;
  if (node.enum) return node.enum[0];
  if (node.type === 'boolean') return true;
  if (node.type === 'integer' || node.type === 'number') return (node.minimum as number | undefined) ?? 1;
  if (node.type === 'array') return [];
  if (node.type === 'object') return {};
  // A string: the description's own example (`e.g. "LVN"`), else a word.
  return /e\.g\.,? "([^"]+)"/.exec(node.description ?? '')?.[1] ?? 'text';
}

function exampleText(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 80 ? `\`${text.slice(0, 77)}…\`` : `\`${text}\``;
}

function collect(node: SchemaNode, path: string[], required: boolean, defs: Record<string, SchemaNode>, manifests: unknown[], rows: Row[]): void {
  const n = deref(node, defs);
  if (path.length) {
    const found = exampleAt(manifests, path);
    rows.push({
      path: pathText(path),
      type: typeOf(n, defs),
      required,
      defaultValue: 'default' in n ? code(n.default) : '',
      allowed: allowedOf(n, defs),
      description: n.description ?? '',
      example: exampleText(found !== undefined ? found : 'default' in n ? n.default : madeUp(n)),
    });
  }
  const item = n.type === 'array' && n.items ? deref(n.items, defs) : null;
  if (item?.properties) return collect(item, [...path, '[]'], true, defs, manifests, rows);
  for (const [key, child] of Object.entries(n.properties ?? {})) collect(child, [...path, key], (n.required ?? []).includes(key), defs, manifests, rows);
  const values = typeof n.additionalProperties === 'object' ? n.additionalProperties : Object.values(n.patternProperties ?? {})[0];
  if (values && deref(values, defs).properties) collect(values, [...path, '{}'], true, defs, manifests, rows);
}

export function render(schema: SchemaNode, manifests: unknown[]): string {
  const defs = (schema.definitions ?? {}) as Record<string, SchemaNode>;
  const rows: Row[] = [];
  collect(schema, [], true, defs, manifests, rows);
  const sections = new Map<string, Row[]>();
  for (const row of rows) {
    const top = row.path.split(/[.[]/)[0]!;
    sections.set(top, [...(sections.get(top) ?? []), row]);
  }
  const out = [
    '<!-- GENERATED by scripts/gen-manifest-reference.ts from schema/merchant.schema.json. Do not edit: change the schema and run `npm run gen`. -->',
    '',
    '# Merchant manifest reference',
    '',
    `Every property of \`merchants/<id>/manifest.json\`, from \`schema/merchant.schema.json\`. ${schema.description ?? ''}`,
    '',
    'A path reads `routes[].path` for "the `path` of each item of `routes`" and `pageMeta.<key>.title` for "the `title` of each',
    'entry of the `pageMeta` map". **Default**: the value the validator fills in when the property is left out (the app',
    'always sees it). **Example**: what one of the demo merchants (goldcrest, luckyvn, siamspin) uses, else the default, else a value of the',
    'right type. `npm run merchant -- explain <id>` lists the defaults a manifest relies on.',
    '',
    '## Contents',
    '',
    ...[...sections.keys()].map((top) => `- [\`${top}\`](#${top.toLowerCase().replace(/[^a-z0-9-]/g, '')})`),
    '',
  ];
  for (const [top, list] of sections) {
    out.push(`## ${top}`, '', '| Property | Type | Required | Default | Allowed values | Description | Example |', '|---|---|---|---|---|---|---|');
    for (const r of list) {
      out.push(`| \`${r.path}\` | ${cell(r.type)} | ${r.required ? 'yes' : 'no'} | ${cell(r.defaultValue)} | ${cell(r.allowed)} | ${cell(r.description)} | ${cell(r.example)} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

/**
 * The manifests examples come from: the three demo merchants, named, so that adding a brand
 * (`merchant new`) leaves the reference as it is; one that is missing is skipped.
 */
export const EXAMPLE_MERCHANTS = ['goldcrest', 'luckyvn', 'siamspin'];

export function renderFromDisk(): string {
  const schema = JSON.parse(readFileSync(join(root, 'schema/merchant.schema.json'), 'utf8')) as SchemaNode;
  const manifests = EXAMPLE_MERCHANTS.map((id) => join(root, 'merchants', id, 'manifest.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
  return render(schema, manifests);
}

export const isStale = (): boolean => !existsSync(referenceFile) || readFileSync(referenceFile, 'utf8') !== renderFromDisk();

export function main(argv: string[]): number {
  if (argv.includes('--check')) {
    if (!isStale()) return 0;
    console.error('docs/manifest-reference.md is stale: run `npm run gen`');
    return 1;
  }
  // Only when it changed (npm test's other steps read the tree while the build runs).
  if (isStale()) {
    writeFileSync(referenceFile, renderFromDisk());
    console.log('wrote docs/manifest-reference.md');
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2));
}
