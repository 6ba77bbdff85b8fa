import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const loadTextPack = vi.fn<(files: Record<string, string>) => Promise<void>>();
vi.mock('./i18n', () => ({ loadTextPack: (files: Record<string, string>) => loadTextPack(files) }));
const { textPack } = await import('./text-pack');

afterEach(() => loadTextPack.mockReset());

describe('textPack', () => {
  it('fetches once for every caller, and again after a failure', async () => {
    const texts = textPack({ 'x/EN.json': '/x/EN.json' });
    loadTextPack.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    await expect(texts.load()).rejects.toThrow('offline');
    await Promise.all([texts.load(), texts.load()]);
    await texts.load();
    expect(loadTextPack).toHaveBeenCalledTimes(2);
  });

  it('useReady is false until the texts are there, and does not fetch while not wanted', async () => {
    const texts = textPack({ 'y/EN.json': '/y/EN.json' });
    let finish!: () => void;
    loadTextPack.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    function Probe({ wanted }: { wanted: boolean }) {
      return <p>{texts.useReady(wanted) ? 'ready' : 'waiting'}</p>;
    }
    const { rerender } = render(<Probe wanted={false} />);
    expect(loadTextPack).not.toHaveBeenCalled();
    rerender(<Probe wanted />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => finish());
    expect(screen.getByText('ready')).toBeTruthy();
  });
});
