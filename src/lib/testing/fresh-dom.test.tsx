import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';

/** Runs the set-up again, as it runs before the next file of the thread. */
async function nextFile(): Promise<void> {
  const again = `./fresh-dom.ts?again=${Date.now()}`;
  await import(/* @vite-ignore */ again);
}

function Mounted({ onUnmount }: { onUnmount: () => void }) {
  useEffect(() => onUnmount, [onUnmount]);
  return <p>mounted</p>;
}

describe('fresh-dom: what a test file finds in the thread it shares', () => {
  it('finds the window as jsdom made it, whatever the file before left in it', async () => {
    const first = location.href;
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
    document.cookie = 'left=1; path=/';
    history.pushState(null, '', '/m/somewhere?x=1');
    document.documentElement.lang = 'th';
    document.documentElement.dataset.screen = 'home';
    document.head.append(document.createElement('meta'));
    document.body.className = 'left';
    document.body.append(document.createElement('aside'));
    const heard = vi.fn();
    window.addEventListener('online', heard);
    document.addEventListener('visibilitychange', heard);
    const unmounted = vi.fn();
    render(<Mounted onUnmount={unmounted} />);
    vi.stubGlobal('fetch', () => Promise.reject(new Error('stubbed')));
    vi.stubEnv('LEFT', '1');

    await nextFile();

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(location.href).toBe(first);
    expect(document.documentElement.attributes).toHaveLength(0);
    expect(document.head.childNodes).toHaveLength(0);
    expect(document.body.attributes).toHaveLength(0);
    expect(document.body.childNodes).toHaveLength(0);
    expect(unmounted).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard).not.toHaveBeenCalled();
    expect(process.env.LEFT).toBeUndefined();
    await expect(fetch('data:,ok').then((r) => r.text())).resolves.toBe('ok');
  });

  it('runs animation frames after a file stubbed them under fake timers', async () => {
    // The stub keeps what it replaced, the fake timers' frame function: once the fake timers are
    // gone and the stub is undone, that function is back and no frame ever comes.
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(performance.now()), 16));
    vi.useRealTimers();

    await nextFile();

    const frame = new Promise<string>((resolve) => requestAnimationFrame(() => resolve('frame')));
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('no frame within 2 s'), 2000));
    expect(await Promise.race([frame, late])).toBe('frame');
  });

  it('keeps a listener the file itself adds, until the next file', async () => {
    const heard = vi.fn();
    await nextFile();
    window.addEventListener('online', heard);
    window.dispatchEvent(new Event('online'));
    expect(heard).toHaveBeenCalledOnce();
    window.removeEventListener('online', heard);
    window.dispatchEvent(new Event('online'));
    expect(heard).toHaveBeenCalledOnce();
  });
});
