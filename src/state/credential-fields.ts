import { useLayoutEffect } from 'react';
import { proxy, subscribe } from 'valtio';
import { ui } from './ui';

/**
 * Credential fields and marketing scripts never share a document. A third-party script in the
 * page can read every field and the session token, so no pixel or tag manager may be in a
 * document while a password, one-time code or other credential field is on screen.
 *
 * - A screen with such a field declares it in its flow's descriptor:
 *   `lazyScreen(load, { credentialFields: true })` (login, register, change password; a password
 *   reset screen does the same). The route view reads it for the screen the address asks for and
 *   the one still on view (`setCredentialScreen`, app/credential-route.tsx).
 * - An overlay with one (the second-factor dialog, the phone sign-in dialog) calls
 *   `useCredentialFields()` while it is open.
 * - The tracking flow loads its pixels only while nothing is declared (`whenNoCredentialFields`)
 *   and marks the document first (`markMarketingScript`): a script cannot be taken out again, so
 *   from then on the route view opens a credential screen with a full page load (a fresh document,
 *   without them), and an overlay with credential fields reloads the page before it shows.
 *
 * docs/decisions.md, "Marketing scripts and credential fields".
 */
export const credentialFields = proxy({
  /** The screen the address asks for, or the one still on view, has credential fields. */
  screen: false,
  /** Open overlays with credential fields. */
  overlays: 0,
  /** A marketing script has been added to this document (it stays until the document goes). */
  marketingScript: false,
});

/** Whether a declared credential field is (or is about to be) on screen. */
export function credentialFieldsShown(): boolean {
  return credentialFields.screen || credentialFields.overlays > 0;
}

/** The route view's declaration for the screen on view and the one asked for. */
export function setCredentialScreen(on: boolean): void {
  if (credentialFields.screen !== on) credentialFields.screen = on;
}

/** The tracking flow, right before it adds its first marketing script to the document. */
export function markMarketingScript(): void {
  credentialFields.marketingScript = true;
}

/**
 * Runs `run` once no credential field is declared: at once when none is, else when the last one
 * goes. Returns a function that cancels a run still waiting.
 */
export function whenNoCredentialFields(run: () => void): () => void {
  if (!credentialFieldsShown()) {
    run();
    return () => undefined;
  }
  let done = false;
  const stop = subscribe(credentialFields, () => {
    if (done || credentialFieldsShown()) return;
    done = true;
    stop();
    run();
  });
  return () => {
    done = true;
    stop();
  };
}

/** Loads the page again: a new document, without the marketing scripts of this one. */
export function reloadForCredentials(): void {
  // A dialog waiting for the player (the "please log in" alert of an ended session) would go with
  // the document: the page loads again once the player has answered it.
  if (ui.dialogs.length === 0) return window.location.reload();
  const stop = subscribe(ui, () => {
    if (ui.dialogs.length > 0) return;
    stop();
    window.location.reload();
  });
}

/**
 * An overlay with credential fields, while `open`: the pixels wait until it closes. In a document a
 * marketing script already ran in, the page loads again instead (the overlay's flow starts over):
 * today's such overlays open only above a screen that declares credential fields itself, where no
 * marketing script ever runs, so this is the rule's last line, not a path players take.
 */
export function useCredentialFields(open = true, reload: () => void = reloadForCredentials): void {
  useLayoutEffect(() => {
    if (!open) return;
    if (credentialFields.marketingScript) reload();
    credentialFields.overlays += 1;
    return () => {
      credentialFields.overlays -= 1;
    };
  }, [open, reload]);
}
