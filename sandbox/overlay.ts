import { createHash } from 'node:crypto';
import { DIGEST_HEX_DIGITS } from '../src/runtime/manifest-digest.ts';
import { CHAT_HOST } from './chat-stand-in';
import { GAMES_HOST } from './game-stand-in';
import { standInIntegrity } from './geetest-pin';
import { CDN_NAMES } from './scenario';

/**
 * What the sandbox puts on top of a production manifest, so that the brand runs against the
 * sandbox's stand-ins instead of its real third parties. A manifest in merchants/ describes the
 * brand in production (https origins only: the build fails on anything else); this one rule,
 * the same for every merchant, is applied where the sandbox and the dev server serve, never in
 * dist/ (docs/decisions.md, "Production manifests, the sandbox's overlay"):
 *
 *   domains                       + "<id>.localhost" (a browser resolves every *.localhost name to this machine)
 *   games.imageOrigins            + the image CDN stand-ins "http://cdn-a.localhost", "http://cdn-b.localhost"
 *   games.launchOrigins, .frameOrigins + the game pages' stand-in "http://games.localhost"
 *   overlays.chatButton.origins   + the chat stand-in "http://chat.localhost" (when the chat button is configured)
 *   geetest.scriptBases           = the Geetest-compatible stand-in on the page's own host (when the captcha is Geetest)
 *   geetest.scriptIntegrity       = the pin of the stand-in's file (geetest-pin.ts), in place of the provider's file's
 *   firebase                      = a demo project ("demo-<id>", or the manifest's own when it is one) on the
 *                                   Auth emulator (when Firebase is configured)
 *
 * A loopback origin without a port matches any port (the sandbox picks one per run). Applying
 * the rule twice gives the same manifest.
 */
export const SANDBOX_IMAGE_ORIGINS = CDN_NAMES.map((cdn) => `http://${cdn}.localhost`);
export const SANDBOX_GAMES_ORIGIN = `http://${GAMES_HOST}`;
export const SANDBOX_CHAT_ORIGIN = `http://${CHAT_HOST}`;
export const SANDBOX_GEETEST_BASES = ['/__sandbox/geetest/cdn-a', '/__sandbox/geetest/cdn-b'];
/** The Firebase Auth emulator (firebase-tools' default port); FIREBASE_AUTH_EMULATOR_HOST moves it. */
export function authEmulatorUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://${env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'}`;
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const plus = (list: unknown, ...more: string[]): string[] => [...new Set([...(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []), ...more])];

/** The manifest as the sandbox serves it (a new object; the argument is not changed). */
export function sandboxManifest<T>(manifest: T, env: NodeJS.ProcessEnv = process.env): T {
  if (!isRecord(manifest) || typeof manifest.id !== 'string') return manifest;
  const m = structuredClone(manifest) as Json;
  const id = manifest.id;
  m.domains = plus(m.domains, `${id}.localhost`);
  if (isRecord(m.games)) {
    const games = m.games;
    games.imageOrigins = plus(games.imageOrigins, ...SANDBOX_IMAGE_ORIGINS);
    if (Array.isArray(games.launchOrigins)) games.launchOrigins = plus(games.launchOrigins, SANDBOX_GAMES_ORIGIN);
    if (Array.isArray(games.frameOrigins)) games.frameOrigins = plus(games.frameOrigins, SANDBOX_GAMES_ORIGIN);
  }
  const chat = isRecord(m.overlays) && isRecord(m.overlays.chatButton) ? m.overlays.chatButton : undefined;
  if (chat) chat.origins = plus(chat.origins, SANDBOX_CHAT_ORIGIN);
  if (isRecord(m.geetest)) m.geetest = { ...m.geetest, scriptBases: SANDBOX_GEETEST_BASES, scriptIntegrity: standInIntegrity() };
  if (isRecord(m.firebase)) {
    const own = m.firebase.projectId;
    const demo = typeof own === 'string' && own.startsWith('demo-');
    const project = demo ? own : `demo-${id}`;
    const authDomain = demo && typeof m.firebase.authDomain === 'string' ? m.firebase.authDomain : `${project}.firebaseapp.com`;
    m.firebase = { ...m.firebase, projectId: project, authDomain, authEmulatorUrl: authEmulatorUrl(env) };
  }
  return m as T;
}

/** The digest a record carries for a manifest text (scripts/vite/merchant-records.ts). */
export function manifestDigest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, DIGEST_HEX_DIGITS);
}

/**
 * The manifest file of a build as the sandbox serves it: the overlay applied to the published
 * (canonical) text, serialised the way the build serialises it, and the digest pair a record of
 * the build must be rewritten with.
 */
export function sandboxManifestText(publishedText: string): { text: string; from: string; to: string } {
  const text = JSON.stringify(sandboxManifest(JSON.parse(publishedText) as unknown));
  return { text, from: manifestDigest(publishedText), to: manifestDigest(text) };
}
