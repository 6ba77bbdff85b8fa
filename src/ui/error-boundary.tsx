import { Component, type ReactNode } from 'react';

/**
 * Whatever throws below it while rendering or loading (a lazy chunk that cannot load, a bug in a
 * screen) shows `fallback` instead of unmounting the whole app: the shell and its dialogs stay.
 * Give it a `key` to try the children again (app/route-view.tsx: one per route). React logs the error.
 */
export class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed?: boolean }> {
  override state: { failed?: boolean } = {};

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
