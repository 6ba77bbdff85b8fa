import { useEffect, useState } from 'react';
import { currentLanguage, loadTextPack, readPack } from '@/lib/i18n/i18n';

/**
 * The notices' texts are a text pack (src/locales/notices/), loaded with the notice screens'
 * own chunk: a player who never meets maintenance never downloads them.
 */
const pack = import.meta.glob<string>('@/locales/notices/*.json', { query: '?url', import: 'default', eager: true });

async function englishTexts(): Promise<Record<string, string>> {
  return (await readPack(pack, 'EN')) as Record<string, string>;
}

export type EnglishTexts = Record<string, string> | null;

/**
 * Loads the pack, and the English texts when the player reads another language (the notices show
 * an English copy when the translation differs). `ready` is false until the texts
 * are in (a failed load still ends it: the screen then shows what it has).
 */
export function useNoticeTexts({ withEnglish = true } = {}): { ready: boolean; english: EnglishTexts } {
  const [state, setState] = useState<{ ready: boolean; english: EnglishTexts }>({ ready: false, english: null });
  useEffect(() => {
    let live = true;
    const english = !withEnglish || currentLanguage() === 'EN' ? Promise.resolve(null) : englishTexts().catch(() => null);
    void Promise.all([loadTextPack(pack).catch(() => undefined), english]).then(([, en]) => {
      if (live) setState({ ready: true, english: en });
    });
    return () => {
      live = false;
    };
  }, [withEnglish]);
  return state;
}

/** The notice's title in the browser tab too (the route table's page titles are not rendered). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** The English copy of `key` when it says something else than `translated`, else null. */
export function englishCopy(english: EnglishTexts, key: string, translated: string): string | null {
  const text = english?.[key];
  return text && text !== translated ? text : null;
}
