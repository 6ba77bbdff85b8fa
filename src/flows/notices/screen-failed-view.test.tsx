import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenFailedView } from './screen-failed-view';

afterEach(cleanup);

describe('ScreenFailedView', () => {
  // Start-up's view when it is not done in time (app/main.tsx): the locale file may not have come.
  it('before any locale file has loaded, says what happened in English, never the keys', () => {
    const onRetry = vi.fn();
    render(<ScreenFailedView onRetry={onRetry} offline={false} homePath="/m/home" />);
    expect(screen.getByRole('alert').textContent).toContain('This page could not be opened.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toMatch(/screen_failed|common\.|section\./);
  });
});
