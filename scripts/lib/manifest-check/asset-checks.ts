/**
 * Every asset a manifest references exists next to it (paths are relative to the manifest's
 * folder) and PNGs have the pixel size the manifest promises: icons N x N, splash images
 * width*pixelRatio x height*pixelRatio. Chromium's install check rejects icons of the wrong size.
 *
 *   /templates/pwa/icons/192: expected a 192x192 PNG, "assets/icon-192.png" is 200x200
 */
import { readdirSync, realpathSync } from 'node:fs';
import { pointer } from './json-pointer';
import { readPngSize } from './png-size';
import { asArray, isObject } from './types';
import type { Finding } from './types';

// The schema's AssetPath and ImagePath patterns: relative, no "..", .png or .svg (images also .jpg,
// .webp or .avif). Anything else already has a schema error.
const ASSET = /^(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9_./-]{0,190}\.(png|svg|jpg|webp|avif)$/;

interface AssetRef {
  at: string | (() => string); // built lazily: only a problem needs it
  path: string;
  size?: { width: number; height: number };
}

function assetRefs(manifest: Record<string, unknown>): AssetRef[] {
  const refs: AssetRef[] = [];
  const add = (at: AssetRef['at'], path: unknown, size?: AssetRef['size']) => {
    if (typeof path === 'string' && ASSET.test(path)) refs.push({ at, path, size });
  };
  const t = isObject(manifest.templates) ? manifest.templates : {};
  add('/templates/logo', t.logo);
  add('/templates/appBackground', t.appBackground);
  const icons = isObject(t.pwa) && isObject(t.pwa.icons) ? t.pwa.icons : {};
  for (const [size, path] of Object.entries(icons)) add(() => pointer('templates', 'pwa', 'icons', size), path, { width: Number(size), height: Number(size) });
  asArray(t.splash).forEach((s, i) => {
    if (!isObject(s)) return;
    const ratio = typeof s.pixelRatio === 'number' ? s.pixelRatio : NaN;
    const size = typeof s.width === 'number' && typeof s.height === 'number' ? { width: s.width * ratio, height: s.height * ratio } : undefined;
    add(() => pointer('templates', 'splash', i, 'image'), s.image, size && Number.isFinite(size.width) ? size : undefined);
  });
  const overlays = isObject(manifest.overlays) ? manifest.overlays : {};
  asArray(overlays.banners).forEach((b, i) => {
    if (!isObject(b)) return;
    add(() => pointer('overlays', 'banners', i, 'image'), b.image);
    add(() => pointer('overlays', 'banners', i, 'imageWebp'), b.imageWebp);
    add(() => pointer('overlays', 'banners', i, 'imageAvif'), b.imageAvif);
  });
  return refs;
}

// Directory listings and PNG headers are cached: 1,000 manifests mean ~18,000 asset references,
// and one readdir per folder is far cheaper than one stat per file. A folder shared by several
// merchants (copies, symlinks) is read once, by its real path.
const listings = new Map<string, { real: string; names: Set<string> } | null>();
const pngSizes = new Map<string, ReturnType<typeof readPngSize>>();

function listing(folder: string) {
  let entry = listings.get(folder);
  if (entry === undefined) {
    try {
      entry = { real: realpathSync.native(folder), names: new Set(readdirSync(folder)) };
    } catch {
      entry = null; // no such folder: every file in it is missing
    }
    listings.set(folder, entry);
  }
  return entry;
}

function pngSize(file: string) {
  let size = pngSizes.get(file);
  if (size === undefined) {
    try {
      size = readPngSize(file);
    } catch {
      size = null;
    }
    pngSizes.set(file, size);
  }
  return size;
}

/** For tests that rewrite files between checks. */
export const clearAssetCache = (): void => {
  listings.clear();
  pngSizes.clear();
};

/** `dir` is the manifest's folder; `shown` is how to print it ("merchants/luckyvn"). */
export function assetFindings(manifest: unknown, dir: string, shown: string): Finding[] {
  if (!isObject(manifest)) return [];
  const out: Finding[] = [];
  for (const ref of assetRefs(manifest)) {
    const at = () => (typeof ref.at === 'string' ? ref.at : ref.at());
    const slash = ref.path.lastIndexOf('/');
    const folder = listing(slash === -1 ? dir : `${dir}/${ref.path.slice(0, slash)}`);
    const name = ref.path.slice(slash + 1);
    if (!folder?.names.has(name)) {
      out.push({ pointer: at(), message: `asset not found: ${shown}/${ref.path} (add the file, or run tsx scripts/gen-merchant-assets.ts for placeholders)` });
      continue;
    }
    if (!ref.path.endsWith('.png')) continue;
    const actual = pngSize(`${folder.real}/${name}`);
    const want = ref.size;
    if (!actual) out.push({ pointer: at(), message: `expected a PNG image, ${JSON.stringify(ref.path)} is not one` });
    else if (want && (actual.width !== want.width || actual.height !== want.height)) {
      out.push({ pointer: at(), message: `expected a ${want.width}x${want.height} PNG, ${JSON.stringify(ref.path)} is ${actual.width}x${actual.height}` });
    }
  }
  return out;
}
