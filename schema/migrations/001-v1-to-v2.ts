/**
 * Version 1 → 2: the fields the game lobby, promotions and chat work added, made explicit.
 *
 * - routes: /m/trialGame (the trial game, with the game lobby's access), /m/announcements and,
 *   when the chat button is on, /m/chat (both public) are added when no route serves them;
 * - overlays.bottomNav: the lobby's bottom navigation (home, games, promotions, chat when the chat
 *   button is on, member) when the manifest has none;
 * - overlays.chatButton: `open` ("frame") and `origins` ([]) written out;
 * - customerService.origins and downloadOrigins: the origins of the manifest's own
 *   customer-service and download links (the app opens links only on listed origins);
 * - promotionTargetNotes: a note for every promotion type mapped to null;
 * - schemaVersion: 2.
 * The image CDN and game vendor origins (games.imageOrigins, launchOrigins, frameOrigins) cannot
 * be guessed: a note says to add them.
 */
import type { Migration } from './types';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function originOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const withOrigins = (existing: unknown, urls: unknown[]): string[] => {
  const out = list(existing).filter((o): o is string => typeof o === 'string');
  for (const url of urls) {
    const origin = originOf(url);
    if (origin && !out.includes(origin)) out.push(origin);
  }
  return out;
};

export const migration: Migration = {
  from: 1,
  to: 2,
  name: 'lobby, promotions and chat fields',
  up(input) {
    const doc = structuredClone(input);
    const routes = list(doc.routes).filter(isObject);
    const served = new Set(routes.flatMap((r) => [r.path, ...list(r.aliases)]));
    const ids = new Set(routes.map((r) => r.id));
    const lobbyAccess = routes.find((r) => r.screen === 'game')?.access ?? 'public';
    const add = (id: string, path: string, screen: string, access: unknown) => {
      if (served.has(path)) return;
      routes.push({ id: ids.has(id) ? `${id}Page` : id, path, screen, access });
      ids.add(id);
    };
    add('trialGame', '/m/trialGame', 'trialGame', lobbyAccess);
    const overlays = isObject(doc.overlays) ? doc.overlays : {};
    const chatButton = isObject(overlays.chatButton) ? overlays.chatButton : undefined;
    if (chatButton?.enabled === true) add('chat', '/m/chat', 'chat', 'public');
    add('announcements', '/m/announcements', 'announcements', 'public');
    doc.routes = routes;

    if (chatButton) overlays.chatButton = { open: 'frame', origins: [], ...chatButton };
    if (!isObject(overlays.bottomNav)) {
      const byScreen = (screen: string) => routes.find((r) => r.screen === screen)?.id;
      const items: Record<string, unknown>[] = [];
      const push = (icon: string, screen: string) => {
        const routeId = byScreen(screen);
        if (typeof routeId === 'string') items.push({ icon, routeId });
      };
      push('home', 'home');
      push('games', 'game');
      push('promotions', 'activity');
      if (chatButton?.enabled === true) items.push({ icon: 'chat', chat: true });
      push('member', 'memberHome');
      if (items.length >= 2) overlays.bottomNav = { items };
    }
    doc.overlays = overlays;

    if (isObject(doc.customerService)) {
      const cs = doc.customerService;
      cs.origins = withOrigins(cs.origins, [cs.defaultUrl, ...list(cs.entries).map((e) => (isObject(e) ? e.path : undefined))]);
    }
    if (isObject(doc.downloadLinks) || doc.downloadOrigins !== undefined) {
      doc.downloadOrigins = withOrigins(doc.downloadOrigins, Object.values(isObject(doc.downloadLinks) ? doc.downloadLinks : {}));
    }
    if (isObject(doc.promotionTargets)) {
      const notes = isObject(doc.promotionTargetNotes) ? doc.promotionTargetNotes : {};
      for (const [type, target] of Object.entries(doc.promotionTargets)) {
        if (target === null && notes[type] === undefined) notes[type] = 'no page for this type on this site';
      }
      if (Object.keys(notes).length) doc.promotionTargetNotes = notes;
    }
    doc.schemaVersion = 2;
    return doc;
  },
  notes(doc) {
    const games = isObject(doc.games) ? doc.games : {};
    const missing = ['imageOrigins', 'launchOrigins', 'frameOrigins'].filter((k) => !list(games[k]).length);
    return missing.length
      ? [`games.${missing.join(', games.')}: list your image CDN and game vendors' origins; until then lobby images and game launches are refused`]
      : [];
  },
};
