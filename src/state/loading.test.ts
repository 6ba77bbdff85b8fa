// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showLoading } from './loading';
import { hideLoading, showToast, ui } from './ui';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  hideLoading();
  ui.toasts.splice(0);
  vi.useRealTimers();
});

describe('loading overlay (each request hides by itself after its limit)', () => {
  it('the spinner hides by itself after 10 000 ms', () => {
    showLoading(10_000);
    expect(ui.loading).toHaveLength(1);
    vi.advanceTimersByTime(9_999);
    expect(ui.loading).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ui.loading).toHaveLength(0);
  });

  it('the after-error overlay hides after 3 s', () => {
    showLoading(3_000, 'after-error');
    vi.advanceTimersByTime(2_999);
    expect(ui.loading.map((l) => l.kind)).toEqual(['after-error']);
    vi.advanceTimersByTime(1);
    expect(ui.loading).toHaveLength(0);
  });

  it('each request has its own limit (the merchant’s features.spinner)', () => {
    showLoading(500);
    showLoading(200, 'after-error');
    vi.advanceTimersByTime(200);
    expect(ui.loading.map((l) => l.kind)).toEqual(['spinner']);
    vi.advanceTimersByTime(300);
    expect(ui.loading).toHaveLength(0);
  });

  it('each request ends on its own; the overlay stays while another is open', () => {
    const first = showLoading(10_000);
    const second = showLoading(10_000);
    first();
    expect(ui.loading).toHaveLength(1);
    first(); // twice is harmless
    expect(ui.loading).toHaveLength(1);
    second();
    expect(ui.loading).toHaveLength(0);
  });

  it('an ended request does not remove a later one when its timer would have fired', () => {
    const first = showLoading(10_000);
    vi.advanceTimersByTime(5_000);
    first();
    showLoading(10_000);
    vi.advanceTimersByTime(5_000); // the first one's 10 s are up: nothing of it is left to remove
    expect(ui.loading).toHaveLength(1);
  });

  it('hideLoading ends every request at once', () => {
    showLoading(10_000);
    showLoading(3_000, 'after-error');
    hideLoading();
    expect(ui.loading).toHaveLength(0);
    vi.advanceTimersByTime(20_000);
    expect(ui.loading).toHaveLength(0);
  });
});

describe('toasts', () => {
  it('disappear after their duration (1.5 s by default)', () => {
    showToast('Network offline');
    vi.advanceTimersByTime(1_499);
    expect(ui.toasts.map((t) => t.message)).toEqual(['Network offline']);
    vi.advanceTimersByTime(1);
    expect(ui.toasts).toHaveLength(0);
  });
});
