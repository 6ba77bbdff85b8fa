import { useEffect, useState } from 'react';
import { loadTextPack } from '@/lib/i18n/i18n';

/**
 * The install flow's texts live in a text pack (src/locales/install/), fetched with the first
 * install overlay that needs them rather than with every first load. The bar's four short texts
 * stay in the main file: the bar is on first paint.
 */
const pack = import.meta.glob<string>('../../locales/install/*.json', { query: '?url', import: 'default', eager: true });
let loading: Promise<void> | null = null;
let loaded = false;

export function loadInstallTexts(): Promise<void> {
  loading ??= loadTextPack(pack).then(() => {
    loaded = true;
  }, (error: unknown) => {
    loading = null; // a later overlay may try again
    throw error;
  });
  return loading;
}

/** False until the texts are there: render nothing rather than raw keys. `wanted` false: do not fetch (yet). */
export function useInstallTexts(wanted = true): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (wanted && !ready) void loadInstallTexts().then(() => setReady(true), () => undefined);
  }, [wanted, ready]);
  return ready;
}
