/** Short messages at the bottom (network state, confirmations); polite for screen readers. */
export function ToastStack({ toasts }: { toasts: readonly { id: number; message: string }[] }) {
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => <div key={t.id} className="toast">{t.message}</div>)}
    </div>
  );
}
