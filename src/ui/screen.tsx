import type { ReactNode } from 'react';

/** A full-height page with a sticky header in the merchant's header colour. */
export function Screen({ title, onBack, backLabel, actions, children }: {
  title: ReactNode;
  onBack?: () => void;
  backLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="screen">
      <header className="screen__header">
        {onBack && (
          <button type="button" className="screen__back" onClick={onBack} aria-label={backLabel}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <h1 className="screen__title">{title}</h1>
        {actions}
      </header>
      <main className="screen__body">{children}</main>
    </div>
  );
}
