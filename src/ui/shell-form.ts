import { useLayoutEffect, useState } from 'react';

/**
 * What the player did to a form of the page's HTML shell (scripts/build-shells.ts) before the app
 * replaced it with its own: the shell paints a real form from the HTML, and a player may type into
 * it while the scripts are still on their way. None of it is lost when the app takes over:
 *
 *   - what was typed in each text field (the password too: it only passes from the shell's input
 *     to the app's state, in memory; nothing is stored);
 *   - each checkbox;
 *   - the field that had the focus, with its caret or selection, so typing carries on in place;
 *   - a tap the shell's starter noted (scripts/shell/start.js): on "Log in" (`submit`, the app then
 *     submits its form with what was typed) or on a tab (`tab:<id>`).
 *
 *   useShellForm((typed) => {
 *     if (typed.values.username) setUsername(typed.values.username);
 *     if (typed.action === 'tab:mobile') onTab('mobile');
 *   });
 *
 * The fields are found as the app starts its first render (`holdShellForm`, app/main.tsx), while
 * the shell is still on screen, and read when the form that takes them over is committed, so a key
 * typed in between is kept too. Once per page: only the first form to ask gets it.
 */
export interface ShellTyped {
  /** Text fields with something in them, by name. */
  values: Record<string, string>;
  /** Checkboxes that were ticked, by name. */
  checked: Record<string, true>;
  /** The last tap the shell's starter noted (`data-shell-action` of what was tapped), else null. */
  action: string | null;
}

interface Captured {
  root: HTMLElement;
  fields: HTMLInputElement[];
  focused: HTMLInputElement | null;
}

interface Focus {
  name: string;
  start: number | null;
  end: number | null;
}

/** The shell's fields, held from the app's start (undefined: not looked for yet; null: none). */
let held: Captured | null | undefined;
let taken = false;

/** The shell's fields, while the shell is still in the page (the root carries `data-shell` until the app's commit). */
function capture(): Captured | null {
  if (typeof document === 'undefined') return null;
  const root = document.querySelector<HTMLElement>('#root[data-shell]');
  const fields = root ? [...root.querySelectorAll<HTMLInputElement>('input[name]')] : [];
  if (!root || !fields.length) return null;
  const active = document.activeElement;
  const captured: Captured = { root, fields, focused: fields.find((field) => field === active) ?? null };
  // The player may move to another field before the app's commit: follow the focus until then.
  root.addEventListener('focusin', (event) => {
    const field = fields.find((f) => f === event.target);
    if (field) captured.focused = field;
  });
  return captured;
}

/**
 * Called by the app's start right before its first render: holds on to the shell's fields, so the
 * form that takes them over gets them even when it mounts after that render (a screen still loading
 * shows its fallback first, which replaces the shell).
 */
export function holdShellForm(): void {
  if (held === undefined) held = capture();
}

function shellToTake(): Captured | null {
  if (taken) return null;
  holdShellForm();
  return held ?? null;
}

function read({ root, fields }: Captured): ShellTyped {
  const typed: ShellTyped = { values: {}, checked: {}, action: root.getAttribute('data-shell-action') };
  for (const field of fields) {
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.checked) typed.checked[field.name] = true;
    } else if (field.value) {
      typed.values[field.name] = field.value;
    }
  }
  return typed;
}

/** A field's caret or selection (null where the input type has none, e.g. email in Chromium). */
function caretOf(field: HTMLInputElement): Pick<Focus, 'start' | 'end'> {
  try {
    return { start: field.selectionStart, end: field.selectionEnd };
  } catch {
    return { start: null, end: null };
  }
}

export function useShellForm(apply: (typed: ShellTyped) => void): void {
  const [shell] = useState(shellToTake);
  const [after, setAfter] = useState<{ focus: Focus | null; submit: boolean } | null>(null);

  // The app's markup has just replaced the shell's (this runs before the browser paints it): the
  // shell's inputs are out of the page but still hold what was typed.
  useLayoutEffect(() => {
    if (!shell || taken) return;
    taken = true;
    const typed = read(shell);
    shell.root.removeAttribute('data-shell-action');
    apply(typed);
    const focused = shell.focused;
    setAfter({ focus: focused ? { name: focused.name, ...caretOf(focused) } : null, submit: typed.action === 'submit' });
    // Once, with the shell's state (apply is the caller's latest closure at that moment).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shell]);

  // The values are in the app's fields now: put the focus and the caret back, then carry out a
  // tap on "Log in".
  useLayoutEffect(() => {
    if (!after || !shell) return;
    const { focus, submit } = after;
    const field = focus && [...shell.root.querySelectorAll<HTMLInputElement>('input[name]')].find((f) => f.name === focus.name);
    if (field) {
      field.focus({ preventScroll: true });
      if (focus.start !== null && focus.end !== null) {
        try {
          field.setSelectionRange(focus.start, focus.end);
        } catch {
          // An input type without a caret.
        }
      }
    }
    if (submit) shell.root.querySelector('form')?.requestSubmit();
  }, [after, shell]);
}

/** For tests: forget that a shell was taken over (the module's state is per page). */
export function resetShellFormForTests(): void {
  taken = false;
  held = undefined;
}
