import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { WAIT } from '@/lib/testing/wait';
import { lazyPart } from './lazy-part';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>boundary</p> : this.props.children;
  }
}

const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 30)); });

describe('lazyPart', () => {
  it('renders the part once its chunk has loaded, with its props', async () => {
    const Part = lazyPart(async () => ({ default: ({ name }: { name: string }) => <p>hello {name}</p> }), { when: 'now' });
    render(<Part name="Ana" />);
    expect(screen.queryByText('hello Ana')).toBeNull();
    expect(await screen.findByText('hello Ana')).toBeTruthy();
  });

  it('waits for the first paint by default', async () => {
    let asked = false;
    const Part = lazyPart(async () => { asked = true; return { default: () => <p>late</p> }; });
    render(<Part />);
    expect(asked).toBe(false);
    expect(await screen.findByText('late')).toBeTruthy();
    expect(asked).toBe(true);
  });

  it('shows the part as soon as its chunk has loaded, with no hold after its fallback', async () => {
    // Outside act(), as on a page. React holds back the reveal of suspended content with a timer
    // (about 300 ms after a fallback shows); a part that suspended would not be here after the
    // few turns of the event loop its own render needs.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    const turns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
    };
    let arrive: ((module: { default: () => ReactNode }) => void) | undefined;
    const Part = lazyPart(() => new Promise<{ default: () => ReactNode }>((resolve) => (arrive = resolve)), { when: 'now' });
    const host = document.createElement('div');
    const root = createRoot(host);
    root.render(<Part />);
    await vi.waitFor(() => expect(arrive).toBeDefined(), WAIT);
    expect(host.textContent).toBe('');
    arrive!({ default: () => <p>here</p> });
    await turns(10);
    expect(host.textContent).toBe('here');
    root.unmount();
  });

  it('a later mount renders the loaded part in the same commit', async () => {
    const Part = lazyPart(async () => ({ default: ({ n }: { n: number }) => <p>part {n}</p> }), { when: 'now' });
    const first = render(<Part n={1} />);
    expect(await screen.findByText('part 1')).toBeTruthy();
    first.unmount();
    render(<Part n={2} />);
    expect(screen.getByText('part 2')).toBeTruthy();
  });

  it('shows nothing when an optional part cannot load, and throws to the boundary when it is essential', async () => {
    const gone = (): Promise<{ default: () => ReactNode }> => Promise.reject(new Error('chunk gone'));
    const Optional = lazyPart(gone, { when: 'now' });
    const Essential = lazyPart(gone, { when: 'now', failure: 'throw' });
    const { container } = render(<Boundary><p>page</p><Optional /></Boundary>);
    await flush();
    expect(container.textContent).toBe('page');
    render(<Boundary><Essential /></Boundary>);
    expect(await screen.findByText('boundary')).toBeTruthy();
  });
});
