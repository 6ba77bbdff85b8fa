import { useModal } from './use-modal';

/**
 * A modal alert with one confirm button: the notice dialog. Its one action is also its
 * dismissal, so Escape confirms it (use-modal.ts).
 */
export function Dialog({ title, message, confirmLabel, onConfirm }: {
  title?: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const modal = useModal(onConfirm);
  return (
    <div className="overlay" role="presentation">
      <section ref={modal} className="dialog" role="alertdialog" aria-modal="true" aria-label={title ?? message}>
        {title && <h2 className="dialog__title">{title}</h2>}
        <p className="dialog__message">{message}</p>
        <div className="dialog__actions">
          <button type="button" onClick={onConfirm}>{confirmLabel}</button>
        </div>
      </section>
    </div>
  );
}
