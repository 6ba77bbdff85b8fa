import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { showLoading } from '@/state/loading';
import { hideLoading } from '@/state/ui';
import { OverlayHost } from './overlay-host';

afterEach(() => {
  cleanup();
  hideLoading();
  vi.useRealTimers();
});

describe('OverlayHost: the loading overlay', () => {
  it('shows while a request is open and goes when it ends by itself', async () => {
    await initI18n('EN');
    vi.useFakeTimers();
    render(<OverlayHost />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => void showLoading(3_000, 'after-error'));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(3_000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
