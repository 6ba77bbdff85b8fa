/**
 * A new merchant's manifest from a starting one (the template, or the merchant `--from` names):
 * identity, domains, languages and colour replaced, every text and URL that carried the source's
 * name rewritten to the new one, and what must never be shared between brands removed (analytics
 * ids, the Firebase project, the captcha id, the public mobile default password, download links,
 * the source's banner art). The modern body cipher unless `legacyCipher`.
 *
 *   rebrand(goldcrest, { id: 'demo', displayName: 'Demo Bet', merchantCode: 'DMB', domains: ['m.demo.example'] })
 *     → pageMeta['/m/home'].title 'Demo Bet - Sports, Lottery and Live Games', no "goldcrest" anywhere
 */
export type Manifest = Record<string, unknown>;

export interface Identity {
  id: string;
  displayName: string;
  merchantCode: string;
  domains: string[];
  /** Primary colour (#rrggbb): replaces the source's primary wherever the source used it. */
  color?: string;
  /** Supported languages; the first is the default. */
  languages?: string[];
  legacyCipher?: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The spellings of the source's name to replace, longest first: display name, without spaces, id. */
export function brandSpellings(source: Manifest): RegExp[] {
  const name = String(source.displayName ?? '');
  const spellings = [name, name.replace(/\s+/g, ''), String(source.id ?? '')].filter(Boolean);
  return [...new Set(spellings.map((s) => s.toLowerCase()))].map((s) => new RegExp(escapeRegExp(s), 'gi'));
}

const JOINER = /[./_@:-]/;
const WORD = /[A-Za-z0-9]/;

/**
 * The new name for one occurrence: the id inside a host, URL or handle (joined to a neighbouring
 * word by . / _ @ : -, as in "pay.goldcrest.example" or "t.me/goldcrest_support"), else the
 * display name ("Log in - Goldcrest", "at Goldcrest.").
 */
function replacement(text: string, start: number, end: number, identity: Identity): string {
  const before = text[start - 1] ?? '';
  const after = text[end] ?? '';
  const joined = (JOINER.test(before) && WORD.test(text[start - 2] ?? '')) || (JOINER.test(after) && WORD.test(text[end + 1] ?? ''));
  return joined ? identity.id : identity.displayName;
}

function rewriteStrings(value: unknown, rewrite: (s: string) => string): unknown {
  if (typeof value === 'string') return rewrite(value);
  if (Array.isArray(value)) return value.map((v) => rewriteStrings(v, rewrite));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteStrings(v, rewrite)]));
  return value;
}

export function rebrand(source: Manifest, identity: Identity): Manifest {
  const spellings = brandSpellings(source);
  const oldPrimary = isObject(source.theme) && typeof source.theme.primaryColor === 'string' ? source.theme.primaryColor.toLowerCase() : undefined;
  const doc = rewriteStrings(structuredClone(source), (s) => {
    if (identity.color && oldPrimary && s.toLowerCase() === oldPrimary) return identity.color;
    return spellings.reduce((text, pattern) => text.replace(pattern, (match: string, offset: number, whole: string) => replacement(whole, offset, offset + match.length, identity)), s);
  }) as Manifest;

  doc.id = identity.id;
  doc.merchantCode = identity.merchantCode;
  doc.displayName = identity.displayName;
  doc.domains = [...new Set(identity.domains)];
  if (identity.languages?.length) doc.languages = { default: identity.languages[0], supported: [...new Set(identity.languages)] };

  // The brand colour is the header's too, whatever the source's header was.
  if (identity.color && isObject(doc.theme)) Object.assign(doc.theme, { primaryColor: identity.color, headerColor: identity.color });
  const templates = isObject(doc.templates) ? doc.templates : {};
  if (isObject(templates.pwa)) {
    templates.pwa.title = identity.displayName;
    templates.pwa.shortName = identity.displayName.slice(0, 12);
  }

  const pageMeta = isObject(doc.pageMeta) ? doc.pageMeta : {};
  const mainDomain = identity.domains[0];
  for (const [path, meta] of Object.entries(pageMeta)) {
    if (!isObject(meta)) continue;
    if (mainDomain) {
      if (meta.canonical !== undefined) meta.canonical = `https://${mainDomain}${path}`;
    } else delete meta.canonical;
    if (isObject(meta.og) && typeof meta.og.image === 'string' && !mainDomain) delete meta.og.image;
  }

  // Nothing that identifies the source's accounts with third parties carries over.
  const flags = isObject(doc.flags) ? doc.flags : {};
  delete doc.analytics;
  if (doc.firebase !== undefined) {
    delete doc.firebase;
    flags.FIREBASECREATEACC3 = false;
  }
  if (isObject(doc.geetest)) {
    doc.geetest.id = '';
    flags.GEETEST3 = false;
  }
  if (isObject(doc.registration)) delete doc.registration.mobileDefaultPassword;
  if (isObject(doc.registration) && !Object.keys(doc.registration).length) delete doc.registration;
  flags.MOBILENUMPASSREG3 = true;
  delete doc.downloadLinks;
  doc.downloadOrigins = [];
  const overlays = isObject(doc.overlays) ? doc.overlays : {};
  if (Array.isArray(overlays.banners)) {
    // Raster banners are the source's artwork; SVG ones are regenerated in the new brand's colours.
    const kept = overlays.banners.filter((b) => isObject(b) && typeof b.image === 'string' && b.image.endsWith('.svg') && b.imageWebp === undefined);
    if (kept.length) overlays.banners = kept;
    else delete overlays.banners;
  }
  doc.security = { ...(isObject(doc.security) ? doc.security : {}), cipher: identity.legacyCipher ? 'DES' : 'AES-GCM' };
  return doc;
}

/** The spellings of the source's name still found in `doc`'s values (for the no-trace rule and its test). */
export function traces(doc: Manifest, source: Manifest): string[] {
  const values: string[] = [];
  rewriteStrings(doc, (s) => (values.push(s), s));
  const text = values.join('\n');
  return brandSpellings(source).filter((p) => new RegExp(p.source, 'i').test(text)).map((p) => p.source);
}
