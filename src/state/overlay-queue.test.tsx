import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OVERLAY_ORDER, overlayAhead, overlayQueue, overlayTurn, useOverlayTurn, wantOverlay, type OverlayKind } from './overlay-queue';

afterEach(() => {
  overlayQueue.wanting = {};
});

describe('overlayTurn', () => {
  it('follows the order: update, notice, second factor, install, announcement, welcome', () => {
    expect(OVERLAY_ORDER).toEqual(['update', 'notice', 'secondFactor', 'install', 'announcement', 'welcome']);
    const all: OverlayKind[] = ['welcome', 'announcement', 'install', 'secondFactor', 'notice', 'update'];
    const turns: OverlayKind[] = [];
    const left = new Set(all);
    while (left.size) {
      const turn = overlayTurn(left)!;
      turns.push(turn);
      left.delete(turn);
    }
    expect(turns).toEqual([...OVERLAY_ORDER]);
  });

  it('gives every pair to the earlier kind', () => {
    for (const [i, a] of OVERLAY_ORDER.entries()) {
      for (const b of OVERLAY_ORDER.slice(i + 1)) {
        expect(overlayTurn([b, a])).toBe(a);
        expect(overlayTurn([a, b])).toBe(a);
      }
    }
  });

  it('is null when none wants to show', () => {
    expect(overlayTurn([])).toBeNull();
  });
});

describe('wantOverlay', () => {
  it('counts holders: the kind waits until the last one releases', () => {
    const one = wantOverlay('notice');
    const two = wantOverlay('notice');
    expect(overlayAhead('announcement')).toBe(true);
    one();
    one(); // a second release of the same wish changes nothing
    expect(overlayAhead('announcement')).toBe(true);
    two();
    expect(overlayAhead('announcement')).toBe(false);
  });
});

function Modal({ kind, wanted = true }: { kind: OverlayKind; wanted?: boolean }) {
  const turn = useOverlayTurn(kind, wanted);
  return turn ? <div role="dialog" aria-label={kind} /> : null;
}

describe('useOverlayTurn', () => {
  it('never shows two at once, and the later ones follow in order', () => {
    const { rerender } = render(<><Modal kind="welcome" /><Modal kind="announcement" /><Modal kind="install" /></>);
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['install']);
    rerender(<><Modal kind="welcome" /><Modal kind="announcement" /><Modal kind="install" wanted={false} /></>);
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['announcement']);
    rerender(<><Modal kind="welcome" /><Modal kind="announcement" wanted={false} /><Modal kind="install" wanted={false} /></>);
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['welcome']);
  });

  it('lets a later, higher overlay take the turn and gives it back', async () => {
    render(<Modal kind="announcement" />);
    expect(screen.getByRole('dialog', { name: 'announcement' })).toBeTruthy();
    let release = () => undefined as void;
    await act(async () => {
      release = wantOverlay('update');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => release());
    expect(screen.getByRole('dialog', { name: 'announcement' })).toBeTruthy();
  });

  it('shows the first of the order on its first render', () => {
    render(<Modal kind="update" />);
    expect(screen.getByRole('dialog', { name: 'update' })).toBeTruthy();
  });

  it('releases the wish on unmount', () => {
    const { unmount } = render(<Modal kind="notice" />);
    expect(overlayAhead('welcome')).toBe(true);
    unmount();
    expect(overlayAhead('welcome')).toBe(false);
  });
});
