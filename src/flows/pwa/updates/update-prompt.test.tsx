import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoryProvider } from '@/ui/testing/story-provider';
import { mountOverlay, overlaySlot, PwaOverlay } from '../pwa-overlay';
import { UpdateDialog } from './update-dialog';
import { refreshNow, requestUpdatePrompt, resetUpdatePrompt, setRefreshHandler, updatePrompt } from './update-prompt';

afterEach(() => {
  cleanup();
  resetUpdatePrompt();
  overlaySlot.view = null;
});

describe('the update prompt', () => {
  it('opens once per page, whoever asks', () => {
    expect(requestUpdatePrompt()).toBe(true);
    expect(updatePrompt.open).toBe(true);
    updatePrompt.open = false;
    expect(requestUpdatePrompt()).toBe(false);
    expect(updatePrompt.open).toBe(false);
  });

  it('Refresh runs the installed handler once, however often it is tapped', async () => {
    const handler = vi.fn(async () => undefined);
    setRefreshHandler(handler);
    refreshNow();
    refreshNow();
    await Promise.resolve();
    await Promise.resolve();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(updatePrompt.refreshing).toBe(true);
  });

  it('renders in the shell slot once the lazy part mounts it; Later closes it', async () => {
    render(<StoryProvider><PwaOverlay /></StoryProvider>);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => mountOverlay(UpdateDialog));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => void requestUpdatePrompt());
    expect((await screen.findByRole('alertdialog')).textContent).toContain('A new version is available.');
    await act(async () => screen.getByRole('button', { name: 'Later' }).click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Refresh disables both buttons and says it is updating', async () => {
    setRefreshHandler(() => new Promise<void>(() => undefined));
    render(<StoryProvider><PwaOverlay /></StoryProvider>);
    await act(async () => {
      mountOverlay(UpdateDialog);
      requestUpdatePrompt();
    });
    await act(async () => (await screen.findByRole('button', { name: 'Refresh' })).click());
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Updating…' })).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Later' }).disabled).toBe(true);
  });
});
