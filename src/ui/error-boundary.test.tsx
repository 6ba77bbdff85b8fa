import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

afterEach(cleanup);

function Crash(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  it('shows the fallback instead of a screen that throws, and keeps its siblings', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <ErrorBoundary fallback={<p>failed</p>}><Crash /></ErrorBoundary>
        <p>shell</p>
      </>,
    );
    expect(screen.getByText('failed')).toBeTruthy();
    expect(screen.getByText('shell')).toBeTruthy();
    quiet.mockRestore();
  });

  it('catches a lazy screen whose chunk cannot load', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Missing = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <ErrorBoundary fallback={<p>failed</p>}>
        <Suspense fallback={<p>loading</p>}><Missing /></Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('failed')).toBeTruthy();
    quiet.mockRestore();
  });

  it('stays on the fallback until a new key (another route) mounts the children again', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = (key: string, ok: boolean) => (
      <ErrorBoundary key={key} fallback={<p>failed</p>}>{ok ? <p>screen {key}</p> : <Crash />}</ErrorBoundary>
    );
    const { rerender } = render(view('a', false));
    rerender(view('a', true));
    expect(screen.getByText('failed')).toBeTruthy();
    rerender(view('b', true));
    expect(screen.getByText('screen b')).toBeTruthy();
    quiet.mockRestore();
  });
});
