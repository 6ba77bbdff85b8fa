/**
 * Questionable choices that still validate: `check` prints them as warnings (exit code 0).
 * - theme text on background or surface below WCAG AA contrast (4.5:1); the app's white labels on
 *   primaryColor (buttons, 4.5:1) and on headerColor (the header's large title, 3:1);
 * - on a members-only site (home for members) with no public login route, a promotion type that
 *   leads to a members-only route: a visitor who taps it has nowhere to sign in;
 * - an entry (promotion target, bottom navigation item, banner, chat button) that leads to a
 *   screen its flag switches off (the screens that declare `offeredBy` in their flow's screens.ts:
 *   REWCEN3 for the reward centre, CBS3 for the chat), set off or left to a default of off: the
 *   entry disappears until the server's live value turns the flag on;
 * - a supported language with no locale file in src/locales/ (its players would see English keys);
 * - a pageMeta title longer than a search result shows (60 characters).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { screenCatalogue } from '../../../src/flows/screens.ts';
import { whiteLabelFlagDefaults } from '../../../src/runtime/merchant-manifest.generated.ts';
import { pointer } from '../../lib/manifest-check/json-pointer';
import { asArray, isObject } from '../../lib/manifest-check/types';

export interface Warning {
  pointer: string;
  message: string;
  suggestion: string;
}

export const MIN_CONTRAST = 4.5;
/** WCAG AA for large text (the header's title). */
export const MIN_CONTRAST_LARGE = 3;
/** The colour the app's stylesheets draw button labels and the header in. */
const LABEL = '#ffffff';
export const MAX_TITLE = 60;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** WCAG 2 contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

interface RouteInfo {
  id: string;
  screen: unknown;
  access: unknown;
}

/** The screens a flag offers, and the screen the chat button opens (their flows' declarations). */
const FLAG_GATES = screenCatalogue.flatMap((s) => (s.offeredBy ? [{ flag: s.offeredBy.flag, screen: s.id }] : []));
const CHAT_SCREEN = screenCatalogue.find((s) => s.entries?.some((e) => e.kind === 'chat-button'))?.id;

export function warningsFor(data: unknown, root: string): Warning[] {
  if (!isObject(data)) return [];
  const out: Warning[] = [];
  const theme = isObject(data.theme) ? data.theme : {};
  for (const surface of ['backgroundColor', 'surfaceColor'] as const) {
    const fg = theme.textColor;
    const bg = theme[surface];
    if (typeof fg !== 'string' || typeof bg !== 'string' || !HEX.test(fg) || !HEX.test(bg)) continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio < MIN_CONTRAST) {
      out.push({
        pointer: '/theme/textColor',
        message: `text ${fg} on ${surface} ${bg} has a contrast of ${ratio.toFixed(2)}:1, below WCAG AA (${MIN_CONTRAST}:1): players with weak eyesight or in sunlight cannot read it`,
        suggestion: `darken theme.textColor or lighten theme.${surface} until the ratio is at least ${MIN_CONTRAST}:1`,
      });
    }
  }

  for (const [key, min, what] of [['primaryColor', MIN_CONTRAST, 'button labels'], ['headerColor', MIN_CONTRAST_LARGE, 'the header title']] as const) {
    const bg = theme[key];
    if (typeof bg !== 'string' || !HEX.test(bg)) continue;
    const ratio = contrastRatio(LABEL, bg);
    if (ratio < min) {
      out.push({
        pointer: `/theme/${key}`,
        message: `the app draws ${what} in white on it: a contrast of ${ratio.toFixed(2)}:1, below WCAG AA (${min}:1)`,
        suggestion: `choose a darker theme.${key} (white on it needs at least ${min}:1)`,
      });
    }
  }

  const routes: RouteInfo[] = asArray(data.routes).filter(isObject).map((r) => ({ id: String(r.id), screen: r.screen, access: r.access }));
  const byId = new Map(routes.map((r) => [r.id, r]));
  const targets = isObject(data.promotionTargets) ? data.promotionTargets : {};
  const membersOnly = routes.some((r) => r.screen === 'home' && r.access === 'member');
  const publicLogin = routes.some((r) => r.screen === 'login' && r.access === 'public');
  if (membersOnly && !publicLogin) {
    for (const [type, routeId] of Object.entries(targets)) {
      const route = typeof routeId === 'string' ? byId.get(routeId) : undefined;
      if (route?.access === 'member') {
        out.push({
          pointer: pointer('promotionTargets', type),
          message: `${type} leads to "${route.id}", a members-only route, on a members-only site with no public login route: a visitor who taps it cannot sign in`,
          suggestion: 'add a public route with screen "login", or point this promotion type at a public route',
        });
      }
    }
  }

  const flags = isObject(data.flags) ? data.flags : {};
  const overlays = isObject(data.overlays) ? data.overlays : {};
  const entries: { at: string; routeId?: unknown; screen?: string }[] = [
    ...Object.entries(targets).map(([type, routeId]) => ({ at: pointer('promotionTargets', type), routeId })),
    ...asArray(isObject(overlays.bottomNav) ? overlays.bottomNav.items : []).map((item, i) => ({
      at: pointer('overlays', 'bottomNav', 'items', i),
      routeId: isObject(item) ? item.routeId : undefined,
      screen: isObject(item) && item.chat === true ? CHAT_SCREEN : undefined,
    })),
    ...asArray(overlays.banners).map((b, i) => ({ at: pointer('overlays', 'banners', i, 'routeId'), routeId: isObject(b) ? b.routeId : undefined })),
    ...(isObject(overlays.chatButton) && overlays.chatButton.enabled === true ? [{ at: '/overlays/chatButton/enabled', screen: CHAT_SCREEN }] : []),
  ];
  for (const entry of entries) {
    const screen = entry.screen ?? (typeof entry.routeId === 'string' ? byId.get(entry.routeId)?.screen : undefined);
    const gate = FLAG_GATES.find((g) => g.screen === screen);
    const value = gate && (typeof flags[gate.flag] === 'boolean' ? flags[gate.flag] : whiteLabelFlagDefaults[gate.flag]);
    if (gate && value === false) {
      const how = gate.flag in flags ? `${gate.flag}: false` : `${gate.flag} (left out: off by default)`;
      out.push({
        pointer: entry.at,
        message: `leads to the "${gate.screen}" screen, which ${how} switches off: the entry is hidden unless the server's live ${gate.flag} turns it on`,
        suggestion: `set flags.${gate.flag} to true, or point this entry elsewhere (or remove it)`,
      });
    }
  }

  const languages = isObject(data.languages) ? data.languages : {};
  asArray(languages.supported).forEach((code, i) => {
    if (typeof code === 'string' && !existsSync(join(root, 'src/locales', `${code}.json`))) {
      out.push({
        pointer: pointer('languages', 'supported', i),
        message: `no locale file src/locales/${code}.json: players choosing ${code} would see untranslated keys`,
        suggestion: `add the language's texts (node scripts/locales-add.mjs), or remove ${code} from languages.supported`,
      });
    }
  });

  const pageMeta = isObject(data.pageMeta) ? data.pageMeta : {};
  for (const [path, meta] of Object.entries(pageMeta)) {
    const title = isObject(meta) ? meta.title : undefined;
    if (typeof title === 'string' && [...title].length > MAX_TITLE) {
      out.push({
        pointer: pointer('pageMeta', path, 'title'),
        message: `title is ${[...title].length} characters; search results cut titles after about ${MAX_TITLE}`,
        suggestion: `shorten it to ${MAX_TITLE} characters or fewer, most important words first`,
      });
    }
  }
  return out;
}
