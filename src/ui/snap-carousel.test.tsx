import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { slideAt, useSnapCarousel } from './snap-carousel';

afterEach(cleanup);

const WIDTH = 300;

/**
 * jsdom lays nothing out and scrolls nothing: the strip is given its width, and `scrollTo` moves
 * scrollLeft in steps the way a smooth scroll reports them (a scroll event per step, a scrollend
 * at the end) once the test says so.
 */
function fakeStrip(el: HTMLElement, rtl = false): { steps: number[]; arrive: () => void } {
  Object.defineProperty(el, 'clientWidth', { value: WIDTH });
  let left = 0;
  Object.defineProperty(el, 'scrollLeft', { get: () => left, set: (x: number) => (left = x) });
  el.style.direction = rtl ? 'rtl' : 'ltr';
  const state = { steps: [] as number[], arrive: () => undefined as void };
  el.scrollTo = ((options: ScrollToOptions) => {
    const from = el.scrollLeft;
    const to = options.left ?? 0;
    state.steps = [from + (to - from) * 0.3, from + (to - from) * 0.7, to];
    state.arrive = () => {
      for (const x of state.steps) {
        el.scrollLeft = x;
        fireEvent.scroll(el);
      }
      fireEvent(el, new Event('scrollend'));
    };
  }) as typeof el.scrollTo;
  return state;
}

let strip: ReturnType<typeof fakeStrip>;
const faked = new WeakSet<HTMLElement>();

function Carousel({ rtl = false }: { rtl?: boolean }) {
  const ref = useRef<HTMLDivElement | null>(null);
  const { active, go } = useSnapCarousel(ref);
  return (
    <>
      <div
        data-testid="strip"
        ref={(el) => {
          if (el && !faked.has(el)) {
            faked.add(el);
            strip = fakeStrip(el, rtl);
          }
          ref.current = el;
        }}
      >
        {[0, 1, 2, 3].map((i) => <div key={i}>slide {i}</div>)}
      </div>
      <output>{active}</output>
      <button type="button" onClick={() => go(active + 1)}>next</button>
      <button type="button" onClick={() => go(3)}>last</button>
      <button type="button" onClick={() => go(9)}>past the end</button>
    </>
  );
}

const shown = () => screen.getByRole('status').textContent;

describe('slideAt', () => {
  it('is the slide the strip rests nearest to, either direction', () => {
    expect(slideAt(0, WIDTH)).toBe(0);
    expect(slideAt(149, WIDTH)).toBe(0);
    expect(slideAt(151, WIDTH)).toBe(1);
    expect(slideAt(-600, WIDTH)).toBe(2);
    expect(slideAt(10, 0)).toBe(10);
  });
});

describe('useSnapCarousel', () => {
  it('names the slide asked for at once, and not the ones the scroll passes on its way', () => {
    render(<Carousel />);
    expect(shown()).toBe('0');
    fireEvent.click(screen.getByText('last'));
    expect(shown()).toBe('3');
    const seen: string[] = [];
    const el = screen.getByTestId('strip');
    for (const x of strip.steps) {
      act(() => {
        el.scrollLeft = x;
        fireEvent.scroll(el);
      });
      seen.push(shown()!);
    }
    expect(seen).toEqual(['3', '3', '3']);
  });

  it("follows the player's own swipe", () => {
    render(<Carousel />);
    const el = screen.getByTestId('strip');
    act(() => {
      el.scrollLeft = 2 * WIDTH - 40;
      fireEvent.scroll(el);
    });
    expect(shown()).toBe('2');
  });

  it('a finger on the strip takes over from a slide still on its way', () => {
    render(<Carousel />);
    const el = screen.getByTestId('strip');
    fireEvent.click(screen.getByText('last'));
    fireEvent.touchStart(el);
    act(() => {
      el.scrollLeft = WIDTH;
      fireEvent.scroll(el);
    });
    expect(shown()).toBe('1');
  });

  it('stops at the last slide, and reads a right-to-left strip', () => {
    render(<Carousel rtl />);
    fireEvent.click(screen.getByText('past the end'));
    expect(shown()).toBe('3');
    act(() => strip.arrive());
    expect(screen.getByTestId('strip').scrollLeft).toBe(-3 * WIDTH);
    expect(shown()).toBe('3');
  });
});
