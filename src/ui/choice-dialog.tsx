import { useId } from 'react';
import { useModal } from './use-modal';

export interface DialogAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** The action is under way (announced to assistive technology). */
  busy?: boolean;
}

/**
 * A modal alert with two actions: the secondary one first, the primary one last and focused (the
 * one-button notice is ui/dialog.tsx; a choice left with one way on may omit `secondary`). Its own module, so screens that never show it do not load it.
 * Escape calls `onEscape` (the choice that dismisses, e.g. "Later"); without it, Escape does nothing:
 * the dialog must be answered.
 *
 *   <ChoiceDialog title="Notice" message="A new version is available."
 *     secondary={{ label: 'Later', onClick: later }} primary={{ label: 'Refresh', onClick: refresh }} />
 */
export function ChoiceDialog({ title, message, secondary, primary, onEscape }: { title: string; message: string; secondary?: DialogAction; primary: DialogAction; onEscape?: () => void }) {
  const id = useId();
  const modal = useModal(onEscape);
  return (
    <div className="overlay" role="presentation">
      <section ref={modal} className="dialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`}>
        <h2 className="dialog__title" id={`${id}-title`}>{title}</h2>
        <p className="dialog__message" id={`${id}-message`}>{message}</p>
        <div className="dialog__actions">
          {secondary && <button type="button" onClick={secondary.onClick} disabled={secondary.disabled} aria-busy={secondary.busy}>{secondary.label}</button>}
          <button type="button" onClick={primary.onClick} disabled={primary.disabled} aria-busy={primary.busy} data-autofocus={primary.disabled ? undefined : true}>{primary.label}</button>
        </div>
      </section>
    </div>
  );
}
