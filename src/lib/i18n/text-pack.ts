import { startTransition, useEffect, useState } from 'react';
import { loadTextPack, type TextPack } from './i18n';

/**
 * One flow's text pack (src/locales/<pack>/<CODE>.json, written by `scripts/locales-add.mjs --pack
 * <pack>`), fetched once, when the first component that needs it shows: none of them is on a
 * first paint. A failed fetch is forgotten, so the next component to show tries again.
 *
 *   const texts = textPack(import.meta.glob<string>('@/locales/login/*.json', { query: '?url', import: 'default', eager: true }));
 *   const ready = texts.useReady();   // false until the texts are there: render no raw keys
 *   await texts.load();               // outside React
 */
export function textPack(files: TextPack) {
  // A glob that matches nothing (a moved file, a mistyped pack name) would show raw keys for ever.
  if (import.meta.env.DEV && Object.keys(files).length === 0) throw new Error('textPack: the glob matched no locale files; glob from @/locales/<pack>/*.json');
  let loading: Promise<void> | null = null;
  let loaded = false;

  const load = (): Promise<void> =>
    (loading ??= loadTextPack(files).then(
      () => {
        loaded = true;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  /** `wanted` false: do not fetch (yet). */
  function useReady(wanted = true): boolean {
    const [ready, setReady] = useState(loaded);
    useEffect(() => {
      // A background render: every component that waited for the texts renders in slices.
      if (wanted && !ready) void load().then(() => startTransition(() => setReady(true)), () => undefined);
    }, [wanted, ready]);
    return ready;
  }

  return { load, useReady };
}
