import type { GlobalProvider } from '@ladle/react';
import { useCallback, useEffect, useState } from 'react';
import { applyTheme } from '../src/app/apply-theme';
import { LANGUAGES, textDirection, toBcp47, type Language } from '../src/lib/i18n/languages';
import type { MerchantManifest } from '../src/runtime/merchant-manifest.generated';
import { StoryProvider } from '../src/ui/testing/story-provider';
import defaults from '../merchants/defaults.json';

/**
 * Every story in any merchant's theme and any language: the "merchant" and "language" controls
 * (global args, in the Controls panel) apply the manifest's theme as the app does and load the
 * language's texts and direction. Ladle reads only `export const` from this file.
 */
const manifests = import.meta.glob<MerchantManifest>('../merchants/*/manifest.json', { eager: true, import: 'default' });
const themes = Object.fromEntries(Object.values(manifests).map((m) => [m.id, m.theme]));
const MERCHANTS = Object.keys(themes).sort();

export const argTypes = {
  merchant: { control: { type: 'select' }, options: MERCHANTS, defaultValue: defaults.defaultMerchantId },
  language: { control: { type: 'select' }, options: [...LANGUAGES], defaultValue: 'EN' },
};

export const Provider: GlobalProvider = ({ children, globalState }) => {
  const merchant = String(globalState.control.merchant?.value ?? defaults.defaultMerchantId);
  const language = String(globalState.control.language?.value ?? 'EN') as Language;
  // The document the story renders in: Ladle's width addon renders it in an iframe.
  const [doc, setDoc] = useState<Document | null>(null);
  const probe = useCallback((node: HTMLElement | null) => setDoc(node?.ownerDocument ?? null), []);
  useEffect(() => {
    const theme = themes[merchant];
    if (doc && theme) applyTheme(theme, doc);
  }, [doc, merchant]);
  // As the app does for the page: `lang` and `dir` (UR is right to left) on <html>.
  useEffect(() => {
    if (!doc) return;
    doc.documentElement.lang = toBcp47(language);
    doc.documentElement.dir = textDirection(language);
  }, [doc, language]);
  return (
    <>
      <span ref={probe} hidden />
      <StoryProvider key={language} language={language}>{children}</StoryProvider>
    </>
  );
};
