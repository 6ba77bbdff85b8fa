import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FloatingWidget } from './floating-widget';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const widget = (onOpen = vi.fn(), hidden = false) => {
  const view = render(<FloatingWidget label="Mini game" hint="hint" onOpen={onOpen} hidden={hidden} initial={{ x: 500, y: 300 }} />);
  return { onOpen, el: hidden ? screen.getByTestId('mini-game') : screen.getByRole('button', { name: 'Mini game' }), view };
};
const position = (el: HTMLElement) => el.style.transform;

describe('FloatingWidget', () => {
  it('a press that moves under 2 px opens it, at most once per 250 ms; a drag does not', () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { el, onOpen } = widget();
    const press = (dx: number) => {
      fireEvent.pointerDown(el, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(el, { pointerId: 1, clientX: 100 + dx, clientY: 100 });
      fireEvent.pointerUp(el, { pointerId: 1, clientX: 100 + dx, clientY: 100 });
    };
    press(1);
    expect(onOpen).toHaveBeenCalledTimes(1);
    now += 100;
    press(1); // debounced
    expect(onOpen).toHaveBeenCalledTimes(1);
    now += 300;
    press(40); // a drag
    expect(onOpen).toHaveBeenCalledTimes(1);
    press(0);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('a drag keeps its place for the session', () => {
    const { el } = widget();
    fireEvent.pointerDown(el, { pointerId: 1, button: 0, clientX: 600, clientY: 330 });
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 100, clientY: 200 });
    fireEvent.pointerUp(el, { pointerId: 1, clientX: 100, clientY: 200 });
    const stored = JSON.parse(sessionStorage.getItem('mini-game-position')!) as { x: number; y: number };
    // jsdom's window is 1024 wide: the left side is 2% of it in.
    expect(stored.x).toBe(Math.round(1024 * 0.02));
    expect(position(el)).toContain(`${1024 * 0.02}px`);
  });

  it('keyboard: Enter and Space open it; the arrow keys move it; hidden means out of the tab order', () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1000));
    const { el, onOpen, view } = widget();
    expect(el.tabIndex).toBe(0);
    fireEvent.keyDown(el, { key: 'Enter' });
    fireEvent.keyDown(el, { key: ' ' });
    expect(onOpen).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(el, { key: 'ArrowLeft' });
    expect(position(el)).toMatch(/^translate\(20\.48px,/);
    view.unmount();
    const hidden = widget(vi.fn(), true).el;
    expect(hidden.hidden).toBe(true);
    expect(hidden.tabIndex).toBe(-1);
  });
});
