// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { screenCatalogue } from '../src/flows/screens.ts';
import { renderAll, renderRules, schemaWithScreenIds } from './gen-screens';
import { staleFiles } from './gen-types';

describe('gen-screens', () => {
  it('the schema\'s screen ids and the generated rules match the flows\' declarations (else run `npm run gen`)', () => {
    expect(staleFiles(renderAll())).toEqual([]);
  });

  it('rewrites only the ScreenId enum, in the file\'s own layout', () => {
    const text = '{\n  "ScreenId": {\n    "type": "string",\n    "enum": [\n      "old"\n    ]\n  },\n  "Other": { "enum": ["x"] }\n}\n';
    expect(schemaWithScreenIds(text, [screenCatalogue[0]!, screenCatalogue[1]!])).toBe(
      `{\n  "ScreenId": {\n    "type": "string",\n    "enum": [\n      "${screenCatalogue[0]!.id}",\n      "${screenCatalogue[1]!.id}"\n    ]\n  },\n  "Other": { "enum": ["x"] }\n}\n`,
    );
  });

  it('derives the app\'s tables: the offering feature, the reload rule and the member centre\'s order', () => {
    const rules = renderRules([
      { id: 'b', path: '/m/b', access: 'member', onStale: 'reload', title: 'screen.b', entries: [{ kind: 'member-centre', order: 2 }] },
      { id: 'a', path: '/m/a', access: 'public', onStale: 'go-home', title: 'x.a', offeredBy: { feature: 'chat', flag: 'CBS3' }, entries: [{ kind: 'member-centre', order: 1 }] },
    ]);
    expect(rules).toContain("OFFERED_BY: Readonly<Partial<Record<string, OfferFeature>>> = { a: 'chat' };");
    expect(rules).toContain("RELOAD_IN_PLACE: readonly string[] = ['b'];");
    expect(rules).toContain("MEMBER_CENTRE_SCREENS = ['a', 'b'] as const;");
    expect(rules).toContain("  a: 'x.a',");
    expect(rules).not.toContain("  b: 'screen.b',"); // screenTitle's fallback: the same key, fewer bytes
  });
});
