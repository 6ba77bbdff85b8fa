import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceDialog } from './choice-dialog';
import { Dialog } from './dialog';
import { useModal } from './use-modal';

afterEach(cleanup);

function Modal({ onEscape, autofocus, empty }: { onEscape?: () => void; autofocus?: boolean; empty?: boolean }) {
  const modal = useModal(onEscape);
  return (
    <div className="overlay">
      <section ref={modal} role="dialog" aria-modal="true" aria-label="m" tabIndex={-1}>
        {!empty && (
          <>
            <button type="button">first</button>
            <button type="button" disabled>off</button>
            <input aria-label="middle" data-autofocus={autofocus || undefined} />
            <span tabIndex={-1}>not in the cycle</span>
            <button type="button">last</button>
          </>
        )}
      </section>
    </div>
  );
}

function Page({ modal }: { modal: (close: () => void) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <header><a href="#x">behind</a></header>
      <main>
        <button type="button" onClick={() => setOpen(true)}>open</button>
        {open && modal(() => setOpen(false))}
      </main>
      <div aria-live="polite">toasts</div>
    </>
  );
}

const open = () => {
  screen.getByText('open').focus();
  fireEvent.click(screen.getByText('open'));
};
const tab = (shift = false) => fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: shift });

describe('useModal', () => {
  it('moves focus in: the data-autofocus control, else the first reachable one, else the box', () => {
    const { unmount } = render(<Modal autofocus />);
    expect(screen.getByLabelText('middle')).toBe(document.activeElement);
    unmount();
    const second = render(<Modal />);
    expect(screen.getByText('first')).toBe(document.activeElement);
    second.unmount();
    render(<Modal empty />);
    expect(screen.getByRole('dialog')).toBe(document.activeElement);
  });

  it('wraps Tab from the last control to the first and Shift+Tab from the first to the last', () => {
    render(<Modal />);
    screen.getByText('last').focus();
    tab();
    expect(document.activeElement).toBe(screen.getByText('first'));
    tab(true);
    expect(document.activeElement).toBe(screen.getByText('last'));
    screen.getByLabelText('middle').focus();
    const inner = fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(inner).toBe(true); // in the middle the browser moves focus itself
  });

  it('calls onEscape on Escape; without it Escape does nothing', () => {
    const onEscape = vi.fn();
    const { unmount } = render(<Modal onEscape={onEscape} />);
    expect(fireEvent.keyDown(screen.getByText('first'), { key: 'Escape' })).toBe(false);
    expect(onEscape).toHaveBeenCalledOnce();
    unmount();
    render(<Modal />);
    expect(fireEvent.keyDown(screen.getByText('first'), { key: 'Escape' })).toBe(true);
  });

  it('makes the rest of the page inert while open, except live regions, and gives focus back on close', () => {
    render(<Page modal={(close) => <div><Modal onEscape={close} /></div>} />);
    open();
    const header = document.querySelector('header') as HTMLElement;
    const opener = screen.getByText('open');
    expect(header.inert).toBe(true);
    expect(opener.inert).toBe(true);
    expect((document.querySelector('[aria-live]') as HTMLElement).inert).toBeFalsy();
    fireEvent.keyDown(screen.getByText('first'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(header.inert).toBe(false);
    expect(opener.inert).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});

describe('the dialogs', () => {
  it('Dialog: focus on its button; Escape confirms (its one action is its dismissal)', () => {
    const onConfirm = vi.fn();
    render(<Dialog message="Saved" confirmLabel="OK" onConfirm={onConfirm} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('ChoiceDialog: focus on the primary action; Escape only with onEscape', () => {
    const later = vi.fn();
    const props = { title: 'Notice', message: 'New version', secondary: { label: 'Later', onClick: later }, primary: { label: 'Refresh', onClick: vi.fn() } };
    const { unmount } = render(<ChoiceDialog {...props} onEscape={later} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refresh' }));
    tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Later' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(later).toHaveBeenCalledOnce();
    unmount();
    render(<ChoiceDialog {...props} />);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(later).toHaveBeenCalledOnce();
  });
});
