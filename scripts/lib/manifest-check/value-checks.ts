/**
 * Rules about single values or pairs of values that JSON Schema cannot state:
 *
 *   languages.default must be one of languages.supported
 *   redirectAllowList entries are exact https origins as a browser writes them (URL.origin === entry)
 *   domains and allow-list hosts are real host names (labels of 1-63 characters, no "..")
 *   GEETEST3 on needs geetest.id; FIREBASECREATEACC3 on needs firebase
 *   MOBILENUMPASSREG3 off needs registration.mobileDefaultPassword (mobile registration sends it)
 *   splash sizes are portrait and distinct; banner ids are unique
 *   customer-service entries and defaultUrl open only on customerService.origins
 *   download links (Android, IOS, MOBILECONFIG) open only on downloadOrigins
 *   no loopback or .localhost origin or host, Auth emulator or sandbox path anywhere: a manifest
 *   describes the brand in production (the sandbox adds its stand-ins itself, sandbox/overlay.ts)
 */
import { pointer } from './json-pointer';
import { asArray, isObject } from './types';
import type { Finding, Json } from './types';

const HOST_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** 'm.brand.example' -> true; 'a..b', '-a.example', 'a.example.' -> false */
export const isHostName = (host: string): boolean => host.length <= 253 && host.split('.').every((label) => HOST_LABEL.test(label));

function languages(m: Json): Finding[] {
  const langs = isObject(m.languages) ? m.languages : {};
  const supported = asArray(langs.supported);
  if (typeof langs.default !== 'string' || !Array.isArray(langs.supported) || supported.includes(langs.default)) return [];
  return [{ pointer: '/languages/default', message: `${JSON.stringify(langs.default)} is not in /languages/supported (${supported.map((s) => JSON.stringify(s)).join(', ')}): add it there or pick one of them` }];
}

/** Why `entry` is not an exact https origin, or null when it is one. */
export function originProblem(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return 'it is not a URL';
  }
  if (url.protocol !== 'https:') return `it uses ${url.protocol.slice(0, -1)}:, and only https origins may receive a token`;
  if (url.username || url.password) return 'it contains user info (user@host): write only https://host';
  if (url.pathname !== '/' || url.search || url.hash || entry.endsWith('/')) return 'it has a path, query or fragment: an origin is only https://host[:port]';
  if (!isHostName(url.hostname)) return `${JSON.stringify(url.hostname)} is not a valid host name`;
  if (url.origin !== entry) return `a browser writes it as ${JSON.stringify(url.origin)} (lowercase host, no default port), so write that`;
  return null;
}

function redirectAllowList(m: Json): Finding[] {
  const out: Finding[] = [];
  asArray(m.redirectAllowList).forEach((entry, i) => {
    if (typeof entry !== 'string') return;
    const problem = originProblem(entry);
    if (problem) out.push({ pointer: pointer('redirectAllowList', i), message: `expected an exact https origin, got ${JSON.stringify(entry)}: ${problem}` });
  });
  return out;
}

/** The origin a customer-service link's URL has, in the checked navigation's terms (a loopback entry without a port covers every port). */
function csOriginListed(url: string, origins: readonly unknown[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (origins.includes(parsed.origin)) return true;
  return parsed.protocol === 'http:' && origins.includes(`http://${parsed.hostname}`);
}

function customerServiceOrigins(m: Json): Finding[] {
  const cs = isObject(m.customerService) ? m.customerService : {};
  const origins = asArray(cs.origins);
  const out: Finding[] = [];
  const check = (url: unknown, at: string) => {
    if (typeof url === 'string' && !csOriginListed(url, origins)) {
      out.push({ pointer: at, message: `${JSON.stringify(url)} is not on /customerService/origins, so it would never open: add its origin there` });
    }
  };
  check(cs.defaultUrl, '/customerService/defaultUrl');
  asArray(cs.entries).forEach((e, i) => isObject(e) && check(e.path, pointer('customerService', 'entries', i, 'path')));
  return out;
}

/** The manifest's own download links must be on downloadOrigins, or the product would refuse them. */
function downloadOrigins(m: Json): Finding[] {
  const links = isObject(m.downloadLinks) ? m.downloadLinks : {};
  const origins = asArray(m.downloadOrigins);
  const out: Finding[] = [];
  for (const type of ['Android', 'IOS', 'MOBILECONFIG']) {
    const url = links[type];
    if (typeof url === 'string' && !csOriginListed(url, origins)) {
      out.push({ pointer: pointer('downloadLinks', type), message: `${JSON.stringify(url)} is not on /downloadOrigins, so it would never open: add its origin there` });
    }
  }
  return out;
}

function domains(m: Json): Finding[] {
  const out: Finding[] = [];
  asArray(m.domains).forEach((d, i) => {
    if (typeof d === 'string' && /^[a-z0-9.-]+$/.test(d) && !isHostName(d)) {
      out.push({ pointer: pointer('domains', i), message: `expected a host name of dot-separated labels (1-63 letters, digits or inner hyphens), got ${JSON.stringify(d)}` });
    }
  });
  return out;
}

function flagNeeds(m: Json): Finding[] {
  const flags = isObject(m.flags) ? m.flags : {};
  const out: Finding[] = [];
  const geetest = isObject(m.geetest) ? m.geetest : {};
  if (flags.GEETEST3 === true && geetest.id === '') {
    out.push({ pointer: '/geetest/id', message: 'GEETEST3 is on, so a Geetest captcha id is needed here (or turn /flags/GEETEST3 off)' });
  }
  if (flags.FIREBASECREATEACC3 === true && m.firebase === undefined) {
    out.push({ pointer: '/firebase', message: 'FIREBASECREATEACC3 is on, so the Firebase web config is needed here (or turn /flags/FIREBASECREATEACC3 off)' });
  }
  const registration = isObject(m.registration) ? m.registration : {};
  if (flags.MOBILENUMPASSREG3 === false && typeof registration.mobileDefaultPassword !== 'string') {
    out.push({
      pointer: '/registration/mobileDefaultPassword',
      message: 'MOBILENUMPASSREG3 is off, so mobile registration asks for no password and sends this default one: set it here (or turn /flags/MOBILENUMPASSREG3 on)',
    });
  }
  return out;
}

function splash(m: Json): Finding[] {
  const templates = isObject(m.templates) ? m.templates : {};
  const seen = new Map<string, number>();
  const out: Finding[] = [];
  asArray(templates.splash).forEach((s, i) => {
    if (!isObject(s) || typeof s.width !== 'number' || typeof s.height !== 'number') return;
    const key = `${s.width}x${s.height}@${String(s.pixelRatio)}`;
    if (s.height <= s.width) out.push({ pointer: pointer('templates', 'splash', i), message: `expected a portrait device size (height > width), got ${s.width}x${s.height}` });
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else out.push({ pointer: pointer('templates', 'splash', i), message: `duplicate device size ${key}: already at /templates/splash/${first}` });
  });
  return out;
}

function bannerIds(m: Json): Finding[] {
  const overlays = isObject(m.overlays) ? m.overlays : {};
  const seen = new Map<string, number>();
  const out: Finding[] = [];
  asArray(overlays.banners).forEach((b, i) => {
    if (!isObject(b) || typeof b.id !== 'string') return;
    const first = seen.get(b.id);
    if (first === undefined) seen.set(b.id, i);
    else out.push({ pointer: pointer('overlays', 'banners', i, 'id'), message: `duplicate banner id ${JSON.stringify(b.id)}: already at /overlays/banners/${first}/id` });
  });
  return out;
}

const LOOPBACK_URL = /^[a-z][a-z0-9+.-]*:\/\/(localhost|[a-z0-9.-]*\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)(:\d+)?([/?#]|$)/i;
const LOOPBACK_HOST = /^(localhost|[a-z0-9.-]*\.localhost|127(\.\d{1,3}){3})$/i;

/** Every string of the manifest that points at this machine or the sandbox, by its pointer. */
function productionOnly(m: Json): Finding[] {
  const out: Finding[] = [];
  const visit = (value: unknown, path: (string | number)[]): void => {
    if (typeof value === 'string') {
      const key = path[path.length - 1];
      if (key === 'authEmulatorUrl') out.push({ pointer: pointer(...path), message: 'the Auth emulator is the sandbox\'s: remove it (the sandbox points the brand at its emulator itself)' });
      else if (LOOPBACK_URL.test(value) || (path[0] === 'domains' && LOOPBACK_HOST.test(value))) out.push({ pointer: pointer(...path), message: `${JSON.stringify(value)} is this machine, not a production host: remove it (the sandbox serves every brand at <id>.localhost with its stand-ins by itself)` });
      else if (value.startsWith('/__sandbox/')) out.push({ pointer: pointer(...path), message: `${JSON.stringify(value)} is the sandbox's path: remove it (the sandbox adds its captcha stand-in by itself)` });
      return;
    }
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i]));
    else if (isObject(value)) for (const [k, v] of Object.entries(value)) if (k !== '$schema' && k !== '$comment') visit(v, [...path, k]);
  };
  visit(m, []);
  return out;
}

export function valueFindings(manifest: unknown): Finding[] {
  if (!isObject(manifest)) return [];
  return [...productionOnly(manifest), ...languages(manifest), ...redirectAllowList(manifest), ...domains(manifest), ...flagNeeds(manifest), ...splash(manifest), ...bannerIds(manifest), ...customerServiceOrigins(manifest), ...downloadOrigins(manifest)];
}
