import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * A component's texts: `const { t, i18n } = useTranslation()`, as react-i18next's hook gives them,
 * for what this app uses of it (one namespace, no Suspense, no key prefix), at a fraction of its
 * cost. Every tile, lane and button calls it, and react-i18next's hook does a good deal on each
 * render (its options merged anew, the namespaces serialised and checked as loaded, a subscription
 * per component), then every `t()` goes through i18next's whole pipeline (key parsing,
 * interpolation and nesting scans) even for a plain text. Measured on /m/home at 4× CPU, i18next
 * and the hook were about 140 ms of the main thread during start-up.
 *
 * - The instance is the one an `I18nextProvider` gives (the notices' English copy, the build's
 *   HTML shells), else the app's.
 * - The component renders again when the language changes (`languageChanged`, which i18next sends
 *   once the new language's texts are in), as with react-i18next's default binding.
 * - `t(key)` without options returns a text without placeholders straight from the store; anything
 *   else (options, `{{…}}`, `$t(…)`, a missing key) goes to i18next's `t`, so the result is the same.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const given = useContext(I18nContext)?.i18n ?? (getI18n() as I18n | undefined);
  // Before start-up has set the app's instance up (lib/i18n/i18n.ts: i18next's own), a component
  // listens to it all the same: the start-up's time-limit view, shown before the texts were asked
  // for, shows them once they are in instead of its keys for good.
  const i18n = given ?? i18next;
  const language = useSyncExternalStore(subscriber(i18n), () => languageOf(i18n), () => languageOf(i18n));
  // A new `t` (and a new object) for each language, so memoised children render again too.
  return useMemo(() => ({ t: given || language ? quickT(i18n, language) : noTexts, i18n }), [given, i18n, language]);
}

/**
 * No texts yet (the app's instance not set up, or a component rendered on its own in a test): the
 * key, or the default value given, as react-i18next answers then.
 */
const noTexts = ((key: unknown, fallback?: unknown) => {
  if (typeof fallback === 'string') return fallback;
  if (typeof (fallback as { defaultValue?: unknown } | undefined)?.defaultValue === 'string') return (fallback as { defaultValue: string }).defaultValue;
  return Array.isArray(key) ? key[key.length - 1] : key;
}) as unknown as TFunction;

interface Watch {
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
}

const watches = new WeakMap<I18n, Watch>();

/** One `languageChanged` listener per i18next instance, shared by every component. */
function watchOf(i18n: I18n): Watch {
  let watch = watches.get(i18n);
  if (!watch) {
    const created: Watch = {
      listeners: new Set(),
      subscribe: (listener) => {
        created.listeners.add(listener);
        return () => created.listeners.delete(listener);
      },
    };
    i18n.on('languageChanged', () => {
      for (const listener of created.listeners) listener();
    });
    watches.set(i18n, created);
    watch = created;
  }
  return watch;
}

const subscriber = (i18n: I18n) => watchOf(i18n).subscribe;
/** i18next sets it right before it sends `languageChanged`, once the language's texts are in. */
const languageOf = (i18n: I18n): string => i18n.resolvedLanguage ?? i18n.language ?? '';

/** i18next's `t`, with a shortcut for a plain text asked for by key alone. */
function quickT(i18n: I18n, language: string): TFunction {
  const full = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  const quick = (key: unknown, ...rest: unknown[]) => {
    if (rest.length === 0 && typeof key === 'string' && language) {
      const text: unknown = i18n.getResource(language, 'translation', key);
      if (typeof text === 'string' && !text.includes('{{') && !text.includes('$t(')) return text;
    }
    return full(key, ...rest);
  };
  return quick as unknown as TFunction;
}
