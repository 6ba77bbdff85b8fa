import { act, useState, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdShellForm, resetShellFormForTests, useShellForm, type ShellTyped } from './shell-form';

/**
 * The app taking over a shell's form: the page arrives with the shell's markup in #root (as the
 * build writes it), the player types into it, then the app renders its own form into the same root.
 */
const SHELL = `
  <form method="post"><input name="username" value=""><input name="password" type="password" value="">
  <button type="button" data-shell-action="submit">Log in</button></form>
  <label><input type="checkbox" name="remember">Remember me</label>`;

let container: HTMLElement;
let root: Root | null = null;

beforeEach(() => {
  resetShellFormForTests();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('data-shell', 'login');
  container.innerHTML = SHELL;
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

function Form({ onTyped, onSubmit }: { onTyped?: (typed: ShellTyped) => void; onSubmit?: (values: { username: string; password: string }) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  useShellForm((typed) => {
    onTyped?.(typed);
    if (typed.values.username) setUsername(typed.values.username);
    if (typed.values.password) setPassword(typed.values.password);
    if (typed.checked.remember) setRemember(true);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.({ username, password });
  };
  return (
    <>
      <form onSubmit={submit}>
        <input name="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        <input name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <button type="submit">Log in</button>
      </form>
      <label><input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />Remember me</label>
    </>
  );
}

const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

function takeOver(element: React.ReactElement) {
  root = createRoot(container);
  act(() => root!.render(element));
}

describe('useShellForm: what was typed into the shell survives the app taking over', () => {
  it('hands over the text fields and the ticked boxes, and the app\'s fields show them', () => {
    field('username').value = 'demo';
    field('password').value = 'demo1234';
    field('remember').checked = true;
    const typed = vi.fn();
    takeOver(<Form onTyped={typed} />);
    expect(typed).toHaveBeenCalledTimes(1);
    expect(typed).toHaveBeenCalledWith({ values: { username: 'demo', password: 'demo1234' }, checked: { remember: true }, action: null });
    expect(field('username').value).toBe('demo');
    expect(field('password').value).toBe('demo1234');
    expect(field('remember').checked).toBe(true);
  });

  it('puts the focus back in the same field, with the caret where it was', () => {
    field('username').value = 'demo';
    field('username').focus();
    field('username').setSelectionRange(1, 3);
    const shellInput = field('username');
    takeOver(<Form />);
    expect(field('username')).not.toBe(shellInput);
    expect(document.activeElement).toBe(field('username'));
    expect([field('username').selectionStart, field('username').selectionEnd]).toEqual([1, 3]);
  });

  it('a key typed after the app\'s render began but before its commit is kept too', () => {
    field('username').value = 'de';
    const shellInput = field('username');
    // Rendered after the form, before the commit: the player types on in the shell meanwhile.
    function TypingMeanwhile() {
      shellInput.value = 'demo';
      return null;
    }
    takeOver(<><Form /><TypingMeanwhile /></>);
    expect(field('username')).not.toBe(shellInput);
    expect(field('username').value).toBe('demo');
  });

  it('a form that mounts after the first commit (its screen was still loading) still gets what was typed, and the last focus', () => {
    holdShellForm(); // the app's start, right before its first render
    field('username').value = 'demo';
    field('username').focus();
    field('password').value = 'demo1234';
    field('password').focus();
    root = createRoot(container);
    act(() => root!.render(<p className="loading">Loading…</p>));
    expect(field('username')).toBeNull();
    const typed = vi.fn();
    act(() => root!.render(<Form onTyped={typed} />));
    expect(typed).toHaveBeenCalledTimes(1);
    expect(field('username').value).toBe('demo');
    expect(field('password').value).toBe('demo1234');
    expect(document.activeElement).toBe(field('password'));
  });

  it('carries out a tap on "Log in" the starter noted: the app submits what was typed', () => {
    field('username').value = 'demo';
    field('password').value = 'demo1234';
    container.setAttribute('data-shell-action', 'submit');
    const submit = vi.fn();
    takeOver(<Form onSubmit={submit} />);
    expect(submit).toHaveBeenCalledWith({ username: 'demo', password: 'demo1234' });
    expect(container.hasAttribute('data-shell-action')).toBe(false);
  });

  it('once per page, and nothing at all without a shell', () => {
    field('username').value = 'demo';
    const first = vi.fn();
    takeOver(<Form onTyped={first} />);
    expect(first).toHaveBeenCalledTimes(1);
    // A second form (the same page re-rendering a new one) does not get the shell's input again.
    const second = vi.fn();
    act(() => root!.render(<Form key="again" onTyped={second} />));
    expect(second).not.toHaveBeenCalled();

    act(() => root!.unmount());
    resetShellFormForTests();
    container.removeAttribute('data-shell');
    container.innerHTML = SHELL;
    field('username').value = 'not a shell';
    const none = vi.fn();
    takeOver(<Form onTyped={none} />);
    expect(none).not.toHaveBeenCalled();
  });
});
