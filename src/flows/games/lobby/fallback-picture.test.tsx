import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FallbackPicture, hostOf, RETRY_AFTER_MS } from './fallback-picture';

const JPG = ['https://cdn-a.example/t.jpg', 'https://cdn-b.example/t.jpg'];
const WEBP = ['https://cdn-a.example/t.webp', 'https://cdn-b.example/t.webp'];

function picture(load = true) {
  return <FallbackPicture jpg={JPG} webp={WEBP} width={112} height={112} alt="" load={load} fallback={<span className="placeholder">Fortune Tiger</span>} />;
}
const img = (c: HTMLElement) => c.querySelector('img');
const source = (c: HTMLElement) => c.querySelector('source')?.getAttribute('srcset');

describe('hostOf', () => {
  it('tries each host, pauses, tries each once more, then gives up', () => {
    expect([0, 1, 2, 3, 4, 5].map((a) => hostOf(a, 2))).toEqual([0, 1, null, 0, 1, undefined]);
    expect([0, 1, 2, 3].map((a) => hostOf(a, 1))).toEqual([0, null, 0, undefined]);
    expect(hostOf(0, 0)).toBeUndefined();
  });
});

describe('FallbackPicture', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the placeholder until it may load', () => {
    const { container } = render(picture(false));
    expect(img(container)).toBeNull();
    expect(container.textContent).toBe('Fortune Tiger');
  });

  it('moves to the next host when one fails, WebP and JPEG together', () => {
    const { container } = render(picture());
    expect(img(container)?.getAttribute('src')).toBe(JPG[0]);
    expect(source(container)).toBe(WEBP[0]);
    fireEvent.error(img(container)!);
    expect(img(container)?.getAttribute('src')).toBe(JPG[1]);
    expect(source(container)).toBe(WEBP[1]);
  });

  it('after every host failed, shows the placeholder and tries them all once more; after that the placeholder stays', async () => {
    const { container } = render(picture());
    fireEvent.error(img(container)!);
    fireEvent.error(img(container)!);
    expect(img(container)).toBeNull();
    expect(container.textContent).toBe('Fortune Tiger');

    await act(() => vi.advanceTimersByTimeAsync(RETRY_AFTER_MS - 1));
    expect(img(container)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(img(container)?.getAttribute('src')).toBe(JPG[0]);

    fireEvent.error(img(container)!);
    expect(img(container)?.getAttribute('src')).toBe(JPG[1]);
    fireEvent.error(img(container)!);
    await act(() => vi.advanceTimersByTimeAsync(RETRY_AFTER_MS * 3));
    expect(img(container)).toBeNull();
    expect(container.textContent).toBe('Fortune Tiger');
  });

  it('a picture that loads on the second round stays', async () => {
    const { container } = render(picture());
    fireEvent.error(img(container)!);
    fireEvent.error(img(container)!);
    await act(() => vi.advanceTimersByTimeAsync(RETRY_AFTER_MS));
    fireEvent.load(img(container)!);
    await act(() => vi.advanceTimersByTimeAsync(RETRY_AFTER_MS * 3));
    expect(img(container)?.getAttribute('src')).toBe(JPG[0]);
  });
});
