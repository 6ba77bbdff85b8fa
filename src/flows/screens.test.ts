// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenOffered, screenTitle, type OfferFeatures } from '@/runtime/screen-rules';
import { screenCatalogue, screensByFlow } from './screens';

const flowsDir = new URL('.', import.meta.url).pathname;
const localesDir = new URL('../locales/', import.meta.url).pathname;

describe('the screen catalogue (src/flows/screens.ts)', () => {
  it('lists every flow that declares screens, and each id once', () => {
    const declaring = readdirSync(flowsDir, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(`${flowsDir}${d.name}/screens.ts`)).map((d) => d.name);
    expect(Object.keys(screensByFlow).sort()).toEqual(declaring.sort());
    const ids = screenCatalogue.map((s) => s.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const paths = screenCatalogue.flatMap((s) => [s.path, ...(s.aliases ?? [])]);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it("matches each flow's components: a declaration without a screen, or a screen without a declaration, fails", async () => {
    for (const [flow, declared] of Object.entries(screensByFlow)) {
      const face = (await import(`./${flow}/index.ts`)) as Record<string, { screens?: Record<string, unknown> }>;
      const descriptor = Object.values(face).find((v) => typeof v === 'object' && v !== null && 'screens' in v);
      expect(Object.keys(descriptor?.screens ?? {}).sort(), flow).toEqual(declared.map((s) => s.id).sort());
    }
  });

  it('names each screen with a text every language has (the main file or a pack)', () => {
    const codes = readdirSync(localesDir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
    expect(codes.length).toBe(20);
    const packs = readdirSync(localesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    for (const code of codes) {
      const files = [`${localesDir}${code}.json`, ...packs.map((p) => `${localesDir}${p}/${code}.json`)].filter((f) => existsSync(f));
      const keys = new Set(files.flatMap((f) => Object.keys(JSON.parse(readFileSync(f, 'utf8')) as object)));
      for (const s of screenCatalogue) {
        for (const key of [s.title, s.description].filter((k): k is string => k !== undefined)) expect(keys.has(key), `${code}: ${s.id}'s ${key}`).toBe(true);
      }
    }
  });
});

describe('the rules the app reads (runtime/screen-rules.ts, generated from the catalogue)', () => {
  const all = (on: boolean): OfferFeatures => ({ installPrompt: { enabled: on }, chat: { enabled: on }, rewardCenter: { enabled: on }, miniGame: { enabled: on }, downloadBar: { enabled: on }, marquee: { enabled: on }, welcome: { enabled: on } });

  it('offer a screen that declares offeredBy only while that feature is on', () => {
    const gated = screenCatalogue.filter((s) => s.offeredBy);
    expect(gated.map((s) => s.id)).toEqual(expect.arrayContaining(['chat', 'rewardCenter']));
    for (const s of gated) {
      const feature = s.offeredBy!.feature;
      expect(screenOffered(s.id, { ...all(true), [feature]: { enabled: false } })).toBe(false);
      expect(screenOffered(s.id, { ...all(false), [feature]: { enabled: true } })).toBe(true);
    }
  });

  it('offer every other screen whatever the features say', () => {
    for (const s of screenCatalogue.filter((d) => !d.offeredBy)) expect(screenOffered(s.id, all(false)), s.id).toBe(true);
  });

  it("name each screen by the title key it declares", () => {
    expect(screenTitle('trialGame')).toBe('launch.trial_title');
    for (const s of screenCatalogue) expect(screenTitle(s.id)).toBe(s.title);
  });
});
