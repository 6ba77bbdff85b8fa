import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
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
