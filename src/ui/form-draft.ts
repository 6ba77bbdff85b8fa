import { useEffect, useState } from 'react';
import { storage } from '@/lib/storage';

/**
 * What a form keeps across the one reload a missing chunk causes (a deploy between the page load
 * and the tap; app/stale-assets-handler.ts reloads in place): the non-secret values the player
 * typed, in session storage, restored into the same page's form once, then deleted.
 *
 * Only the fields named in DRAFT_FIELDS are kept, and never an input of type password: a
 * password, an SMS or 2FA code and a captcha answer never reach storage.
 *
 *   const draft = useFormDraft();   // in the screen: restored values (once), and keeps them if a chunk fails
 *   <RegisterView initial={draft.username ? { username: draft.username } : undefined} />
 */
export const DRAFT_FIELDS = ['username', 'mobileNum', 'email', 'inviteCode'] as const;
export type FormDraft = Partial<Record<(typeof DRAFT_FIELDS)[number], string>>;

const KEY = 'form-draft';
/** A draft older than this is dropped unread: it belongs to the reload, not to a later visit. */
export const DRAFT_MAX_AGE_MS = 5 * 60_000;

interface Kept {
  path: string;
  at: number;
  values: FormDraft;
}

const allowed = new Set<string>(DRAFT_FIELDS);

/** The allowed, non-empty values of the page's form inputs (never a password input). */
export function draftOf(root: ParentNode): FormDraft {
  const values: Record<string, string> = {};
  root.querySelectorAll<HTMLInputElement>('form input[name]').forEach((input) => {
    if (input.type !== 'password' && allowed.has(input.name) && input.value.trim()) values[input.name] = input.value;
  });
  return values;
}

/** Keeps the values of the forms on this page for the next load of the same path. */
export function keepDraft(path: string, values: FormDraft, now = Date.now()): void {
  const picked = Object.fromEntries(Object.entries(values).filter(([name, value]) => allowed.has(name) && typeof value === 'string' && value));
  if (Object.keys(picked).length) storage.setJson('session', KEY, { path, at: now, values: picked } satisfies Kept);
}

/** The values kept for `path` (once: the record is deleted whatever it held), or an empty draft. */
export function takeDraft(path: string, now = Date.now()): FormDraft {
  const kept = storage.getJson<Kept>('session', KEY);
  if (!kept) return {};
  storage.remove('session', KEY);
  if (kept.path !== path || !(now - kept.at < DRAFT_MAX_AGE_MS) || typeof kept.values !== 'object' || !kept.values) return {};
  return Object.fromEntries(Object.entries(kept.values).filter(([name, value]) => allowed.has(name) && typeof value === 'string'));
}

/**
 * For a screen with a form: the draft kept for this path by the previous load (read once, on
 * mount), and, while mounted, a missing chunk (`vite:preloadError`, fired before the reload)
 * keeps what is typed in the page's forms now.
 */
/**
 * For a screen whose first load must stay small (the login page): load this module after the first
 * paint and call this. It hands the draft kept for this path to `apply` (when there is one) and,
 * until the returned function is called, keeps what is typed if a chunk goes missing.
 *
 *   useEffect(() => {
 *     let stop: (() => void) | undefined;
 *     let live = true;
 *     void import('@/ui/form-draft').then((m) => live && (stop = m.restoreAndWatch(setDraft)));
 *     return () => { live = false; stop?.(); };
 *   }, []);
 */
export function restoreAndWatch(apply: (draft: FormDraft) => void): () => void {
  const draft = takeDraft(location.pathname);
  if (Object.keys(draft).length) apply(draft);
  return watchDraft();
}

/** Until the returned function is called, a missing chunk keeps what the page's forms hold. */
function watchDraft(): () => void {
  const keep = () => keepDraft(location.pathname, draftOf(document));
  window.addEventListener('vite:preloadError', keep);
  return () => window.removeEventListener('vite:preloadError', keep);
}

let restored: { path: string; draft: FormDraft } | undefined;

/**
 * For a screen with a form: the draft kept for this path by the previous load (read once, on
 * mount), and, while mounted, a missing chunk (`vite:preloadError`, fired before the reload)
 * keeps what is typed in the page's forms now.
 */
export function useFormDraft(): FormDraft {
  // Read once per page load (StrictMode's double render in development must not read it empty).
  const [draft] = useState(() => {
    if (restored?.path !== location.pathname) restored = { path: location.pathname, draft: takeDraft(location.pathname) };
    return restored.draft;
  });
  useEffect(watchDraft, []);
  return draft;
}
