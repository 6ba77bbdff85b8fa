import { useCallback, useRef } from 'react';

/** What Tab can reach inside a modal: natively focusable or tabindex ≥ 0, and not disabled. */
const reachable = (box: Element) => [...box.querySelectorAll<HTMLElement>('*')].filter((el) => el.tabIndex >= 0 && !el.matches(':disabled'));

/**
 * Makes the element it is attached to (the box with role="dialog" or "alertdialog" and
 * aria-modal="true") a modal for keyboard and assistive-technology users:
 * - on open, focus moves to its `data-autofocus` control, else its first reachable control, else
 *   the box itself (give it tabIndex={-1});
 * - Tab and Shift+Tab wrap around inside it;
 * - Escape calls `onEscape`; a dialog that must be answered passes nothing, and Escape does nothing;
 * - everything else on the page is `inert` while it is open (siblings of the box and of each of
 *   its ancestors), except live regions (the toasts), which must still be announced;
 * - on close, focus returns to what had it when the modal opened (the control that opened it).
 *
 *   const modal = useModal(busy ? undefined : onCancel);
 *   <div className="overlay"><section ref={modal} role="dialog" aria-modal="true" …>…</section></div>
 *
 * Modals render where their owner is (no portal, no <dialog>), so stacking and CSS stay as they were.
 * A later modal (a notice over the second-factor dialog) makes the earlier one inert in turn.
 */
export function useModal(onEscape?: () => void) {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  return useCallback((box: HTMLElement | null) => {
    if (!box) return;
    const opener = document.activeElement as HTMLElement | null;
    const inerted: HTMLElement[] = [];
    for (let el: Element = box; el.parentElement && el !== document.body; el = el.parentElement) {
      for (const other of el.parentElement.children as HTMLCollectionOf<HTMLElement>) {
        if (other !== el && !other.inert && !other.hasAttribute('aria-live')) {
          other.inert = true;
          inerted.push(other);
        }
      }
    }
    (box.querySelector<HTMLElement>('[data-autofocus]') ?? reachable(box)[0] ?? box).focus();
    // A property, not a listener: it is replaced, never doubled, when React attaches the ref again.
    box.onkeydown = (event) => {
      if (event.key === 'Escape' && escape.current) {
        event.preventDefault();
        escape.current();
      } else if (event.key === 'Tab') {
        const all = reachable(box);
        const active = document.activeElement;
        if (active === box || active === (event.shiftKey ? all[0] : all.at(-1))) {
          event.preventDefault();
          (event.shiftKey ? all.at(-1) : all[0])?.focus();
        }
      }
    };
    return () => {
      for (const el of inerted) el.inert = false;
      opener?.focus();
    };
  }, []);
}
