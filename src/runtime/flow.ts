import { createElement, lazy, useState, type ComponentType } from 'react';
import type { MerchantManifest } from './merchant-manifest.generated';
import type { MerchantRecord } from './steps/merchant-record';
import type { Site } from './site';

/**
 * A flow's public face: what `src/flows/<name>/index.ts` exports as its descriptor, and all the
 * app (the composition root) knows of it. The app builds the screen registry, the shell's overlays
 * and start-up from the descriptors (app/flows.tsx); lint forbids it any other file of a flow.
 *
 *   export const memberFlow = {
 *     screens: { memberHome: lazyScreen(() => import('./member-home-screen')) },
 *   } satisfies Flow;
 *
 * How a flow keeps the first paint small is docs/architecture.md, "First load".
 */
export type ScreenId = MerchantManifest['routes'][number]['screen'];

export interface ScreenProps {
  /** The manifest's screen id of the route being shown (one component may serve several). */
  screen: string;
  /** What flows lend each other (the route view passes the app's; overlays get the same as a prop; a story or test may leave them out). */
  services?: FlowServices;
}

/**
 * A screen component; a lazy one can fetch its code ahead of its first render. `credentialFields`:
 * the screen shows a password, one-time code or other credential field, so no marketing script may
 * share its document (state/credential-fields.ts; the route view reads it).
 */
export type ScreenComponent = ComponentType<ScreenProps> & { preload?: () => Promise<unknown>; credentialFields?: boolean };

export interface ScreenOptions {
  /** The screen has a credential field (a password, a one-time code): see `ScreenComponent`. */
  credentialFields?: boolean;
}

/** What start-up knows before the manifest and the status have answered. */
export interface EarlyContext {
  /** The merchant's start-up record (id, code, languages, home route, manifest digest). */
  entry: MerchantRecord;
  hasSession: boolean;
}

/** What one flow lends another through the app (flows never import each other). */
export interface FlowServices {
  /** Races the merchant's domains for one that answers (the domain-error modal's retry). */
  recoverDomain: (site: Site) => Promise<unknown>;
  /**
   * The app-download handler: loads the install flow's download popup (Android, App Store,
   * profile and add-to-home-screen entries; its own chunk), which the APP_DOWNLOAD promotion's
   * go-to button opens.
   */
  loadAppDownloadPopup: () => Promise<ComponentType<{ onClose: () => void }>>;
  /**
   * The customer-service link contact-us opens (the notices flow's rule: live entry over the
   * manifest's, decrypted, `userName` and the AICAN category added), or null when none is set up.
   * Resolved ahead of the tap: browsers open a new window only in direct answer to one.
   */
  customerServiceUrl: (site: Site, userName: string | null) => Promise<string | null>;
  /**
   * The customer-service entries of one place, by their csPosition (the notices flow's list, a
   * lazy part: its own chunk, after the first paint): `memberCentre` (MEMBER, MENU), `login`
   * (LOGIN, and the footer's after them: the login page has one slot), `footer` (FOOTER). It
   * renders nothing when the place has no entry.
   */
  CustomerServiceList: ComponentType<{ place: 'memberCentre' | 'login' | 'footer' }>;
}

/** The shell's overlays get the services; most ignore them. */
export type ShellOverlay = ComponentType<{ services: FlowServices }>;

export interface Flow {
  /** Its screens, by the manifest's screen id. Lazy unless the screen paints the landing page. */
  screens?: Partial<Record<ScreenId, ScreenComponent>>;
  /** Mounted once above every screen, in the first load: they decide cheaply, then load lazily. */
  overlays?: ShellOverlay[];
  /** Runs as start-up begins, in parallel with the manifest and status calls (capture, prefetch). */
  early?: (context: EarlyContext) => void;
  /** Runs once the site is resolved, before the first render. */
  start?: (site: Site) => void;
  services?: Partial<FlowServices>;
}


/**
 * A screen in its own chunk. `preload` fetches the chunk early (start-up does it for the landing
 * screen while it waits for the status call). A screen whose chunk has arrived renders at once, in
 * the same commit as the shell: through `lazy` it would suspend for a moment, and React holds back
 * the reveal of suspended content for about 300 ms after a fallback shows, which delayed the
 * landing page's largest paint by that much. A screen mounted before its chunk arrived stays on
 * `lazy` for its whole life (a remount would lose what the player typed). A chunk that cannot load
 * throws into the route's error boundary, which offers a retry.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType<ScreenProps> }>, options: ScreenOptions = {}): ScreenComponent {
  let loaded: ComponentType<ScreenProps> | null = null;
  const preload = () => load().then((m) => ((loaded = m.default), m));
  const Lazy = lazy(preload);
  function Screen(props: ScreenProps) {
    const [Ready] = useState(() => loaded);
    return Ready ? createElement(Ready, props) : createElement(Lazy, props);
  }
  return Object.assign(Screen, { preload }, options.credentialFields ? { credentialFields: true } : {});
}
