import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { credentialFields, credentialFieldsShown, markMarketingScript, setCredentialScreen, useCredentialFields, whenNoCredentialFields } from './credential-fields';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0)); // valtio tells subscribers after a microtask

afterEach(() => {
  cleanup();
  Object.assign(credentialFields, { screen: false, overlays: 0, marketingScript: false });
});

function Dialog({ open = true, reload }: { open?: boolean; reload: () => void }) {
  useCredentialFields(open, reload);
  return <input type="password" aria-label="code" />;
}

describe('whenNoCredentialFields', () => {
  it('runs at once when nothing is declared', () => {
    const run = vi.fn();
    whenNoCredentialFields(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits for the screen and every overlay to go, then runs once', async () => {
    setCredentialScreen(true);
    const reload = vi.fn();
    const dialog = render(<Dialog reload={reload} />);
    const run = vi.fn();
    whenNoCredentialFields(run);
    setCredentialScreen(false); // the login page left, its second-factor dialog still open
    await settled();
    expect(credentialFieldsShown()).toBe(true);
    expect(run).not.toHaveBeenCalled();
    dialog.unmount();
    await settled();
    expect(run).toHaveBeenCalledOnce();
    setCredentialScreen(true);
    setCredentialScreen(false);
    await settled();
    expect(run).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a cancelled wait never runs', async () => {
    setCredentialScreen(true);
    const run = vi.fn();
    whenNoCredentialFields(run)();
    setCredentialScreen(false);
    await settled();
    expect(run).not.toHaveBeenCalled();
  });
});

describe('useCredentialFields', () => {
  it('counts only while open', () => {
    const reload = vi.fn();
    const view = render(<Dialog open={false} reload={reload} />);
    expect(credentialFields.overlays).toBe(0);
    view.rerender(<Dialog open reload={reload} />);
    expect(credentialFields.overlays).toBe(1);
    view.rerender(<Dialog open={false} reload={reload} />);
    expect(credentialFields.overlays).toBe(0);
  });

  it('in a document a marketing script ran in, the page loads again', () => {
    markMarketingScript();
    const reload = vi.fn();
    render(<Dialog reload={reload} />);
    expect(reload).toHaveBeenCalledOnce();
  });
});
