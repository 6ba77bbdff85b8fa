/** A modal alert with one confirm button: the spec's notice dialog. */
export function Dialog({ title, message, confirmLabel, onConfirm }: {
  title?: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <div className="overlay" role="presentation">
      <section className="dialog" role="alertdialog" aria-modal="true" aria-label={title ?? message}>
        {title && <h2 className="dialog__title">{title}</h2>}
        <p className="dialog__message">{message}</p>
        <div className="dialog__actions">
          <button type="button" onClick={onConfirm} autoFocus>{confirmLabel}</button>
        </div>
      </section>
    </div>
  );
}
