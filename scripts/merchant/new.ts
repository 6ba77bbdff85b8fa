/**
 * `npm run merchant -- new <id> ...`: creates merchants/<id>/ (manifest.json and the assets it
 * names) and nothing else: the build derives every per-host file from the manifests.
 * Starting point: scripts/merchant/template/manifest.json (an English brand with members' pages,
 * the lobby's bottom navigation, the modern cipher) with a route for every screen the flows declare
 * (template-routes.ts), or a copy of `--from`.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { assetsFor } from '../gen-merchant-assets';
import { listManifests } from '../lib/manifest-check/index';
import { didYouMean } from '../lib/manifest-check/did-you-mean';
import { checkPaths, formatFinding } from './check';
import { EXIT_CODES_HELP, EXIT_FINDINGS, EXIT_OK, parseFlags, UsageError, withUsage } from './io';
import type { Io } from './io';
import { rebrand } from './rebrand';
import { withCatalogueRoutes } from './template-routes';
import type { Identity, Manifest } from './rebrand';

export const TEMPLATE = 'scripts/merchant/template/manifest.json';

export const help = `usage: npm run merchant -- new <id> [--from <merchant>] [--name "Display Name"] [--code CODE]
         [--domain host]... [--color #rrggbb] [--language XX]... [--logo file.svg|png]
         [--legacy-cipher] [--force] [--no-assets]

Creates merchants/<id>/manifest.json and its assets (logo, icons 192/256/384/512, splash images,
background) and changes nothing outside merchants/<id>/.

  <id>             folder and merchant id: lowercase letters, digits, hyphens; 2-32 characters
  --from <id>      copy that merchant (texts, routes, flags...), with id, code, name, domains and
                   pageMeta rewritten and its name replaced everywhere; without it, the template
                   ${TEMPLATE} (English, public home, every screen)
  --name           brand name players see ("Demo Bet")
  --code           merchant code your server knows (Merchant header): A-Z, 0-9, _; 2-16
  --domain         a host that serves the brand in production (repeat for more); the sandbox
                   serves it at <id>.localhost as well
  --color          primary colour #rrggbb (header, buttons, icons)
  --language       a language code (EN, VI, TH...; repeat; the first is the default)
  --logo           the brand's logo (.svg or .png), copied to assets/; without it a placeholder
  --legacy-cipher  the old DES body cipher, only if your server cannot speak AES-GCM (weak)
  --force          replace an existing merchants/<id>/ folder
  --no-assets      write the manifest only (you bring every file it names; check reports missing ones)

Required: --name, --code, --domain, and (without --from) --color and --language. In a terminal,
missing ones are asked for; without a terminal the command fails and lists them.
Refused (exit 1): an existing folder without --force, an id, code or domain another merchant has,
an unknown --from merchant.

${EXIT_CODES_HELP}`;

const ID = /^[a-z][a-z0-9-]{1,31}$/;
const CODE = /^[A-Z0-9_]{2,16}$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const HOST = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/;

function languagesOf(root: string): string[] {
  const schema = JSON.parse(readFileSync(join(root, 'schema/merchant.schema.json'), 'utf8')) as { definitions: { Lang: { enum: string[] } } };
  return schema.definitions.Lang.enum;
}

const splitList = (answer: string) => answer.split(/[\s,]+/).filter(Boolean);

interface Answers {
  name?: string;
  code?: string;
  domains: string[];
  color?: string;
  languages: string[];
}

/** Asks for what is missing when a person is there; otherwise a usage error listing it. */
async function complete(answers: Answers, needed: (keyof Answers)[], io: Io): Promise<void> {
  const missing = needed.filter((k) => (Array.isArray(answers[k]) ? !answers[k].length : answers[k] === undefined));
  if (!missing.length) return;
  const flag: Record<keyof Answers, string> = { name: '--name', code: '--code', domains: '--domain', color: '--color', languages: '--language' };
  if (!io.isTTY || !io.prompt) throw new UsageError(`missing ${missing.map((k) => flag[k]).join(', ')} (no terminal to ask in: pass them as flags)`);
  const questions: Record<keyof Answers, string> = {
    name: 'Brand name players see (e.g. Demo Bet): ',
    code: 'Merchant code your server knows (e.g. DMB): ',
    domains: 'Domains, separated by spaces (e.g. m.demo.example): ',
    color: 'Primary colour #rrggbb (e.g. #0a7cff): ',
    languages: 'Languages, default first (e.g. EN VI): ',
  };
  for (const key of missing) {
    const answer = (await io.prompt(questions[key])).trim();
    if (key === 'domains' || key === 'languages') answers[key] = splitList(key === 'languages' ? answer.toUpperCase().replace(/_/g, '-') : answer.toLowerCase());
    else if (answer) answers[key] = key === 'code' ? answer.toUpperCase() : answer;
  }
  const unanswered = needed.filter((k) => (Array.isArray(answers[k]) ? !answers[k].length : answers[k] === undefined));
  if (unanswered.length) throw new UsageError(`no answer for ${unanswered.map((k) => flag[k]).join(', ')}`);
}

function readManifest(file: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

export async function run(argv: string[], io: Io): Promise<number> {
  return withUsage(io, help, async () => {
    const { values, positionals } = parseFlags(argv, {
      from: { type: 'string' },
      name: { type: 'string' },
      code: { type: 'string' },
      domain: { type: 'string', multiple: true },
      color: { type: 'string' },
      language: { type: 'string', multiple: true },
      logo: { type: 'string' },
      'legacy-cipher': { type: 'boolean' },
      force: { type: 'boolean' },
      'no-assets': { type: 'boolean' },
    });
    if (values.help) {
      io.stdout(help);
      return EXIT_OK;
    }
    const root = io.cwd;
    const merchantsDir = join(root, 'merchants');
    const [id, ...extra] = positionals;
    if (id === undefined) throw new UsageError('missing <id>, the new merchant\'s id');
    if (extra.length) throw new UsageError(`unexpected argument ${JSON.stringify(extra[0])}`);
    if (!ID.test(id)) throw new UsageError(`<id> ${JSON.stringify(id)}: use lowercase letters, digits and hyphens, 2-32 characters, starting with a letter`);

    const others = listManifests(merchantsDir)
      .map((file) => ({ file, manifest: readManifest(file) }))
      .filter((m): m is { file: string; manifest: Manifest } => m.manifest !== undefined);
    let source: Manifest;
    if (values.from !== undefined) {
      const found = others.find((m) => m.manifest.id === values.from);
      if (!found) {
        io.stderr(`error: --from ${values.from}: no such merchant${didYouMean(values.from, others.map((m) => String(m.manifest.id)))} (merchants: ${others.map((m) => m.manifest.id).join(', ')})`);
        return EXIT_FINDINGS;
      }
      if (values.from === id) throw new UsageError('--from names the merchant being created');
      source = found.manifest;
    } else source = withCatalogueRoutes(JSON.parse(readFileSync(join(root, TEMPLATE), 'utf8')) as Manifest);

    const answers: Answers = {
      name: values.name,
      code: values.code,
      domains: (values.domain ?? []).flatMap(splitList),
      color: values.color,
      languages: (values.language ?? []).flatMap(splitList).map((l) => l.toUpperCase().replace('_', '-')),
    };
    await complete(answers, values.from === undefined ? ['name', 'code', 'domains', 'color', 'languages'] : ['name', 'code', 'domains'], io);
    const { name, code, domains, color, languages } = answers;
    if (!name?.trim() || name.length > 64) throw new UsageError('--name: 1-64 characters');
    if (!code || !CODE.test(code)) throw new UsageError(`--code ${JSON.stringify(code)}: use A-Z, 0-9 and _, 2-16 characters (e.g. DMB)`);
    for (const d of domains) if (!HOST.test(d)) throw new UsageError(`--domain ${JSON.stringify(d)}: a lowercase host name without scheme, port or path (e.g. m.demo.example)`);
    for (const d of domains) if (d === 'localhost' || d.endsWith('.localhost')) throw new UsageError(`--domain ${JSON.stringify(d)}: a production host (e.g. m.demo.example); the sandbox serves every brand at <id>.localhost by itself`);
    if (color !== undefined && !COLOR.test(color)) throw new UsageError(`--color ${JSON.stringify(color)}: a #rrggbb colour (e.g. #0a7cff)`);
    const known = languagesOf(root);
    for (const l of languages) if (!known.includes(l)) throw new UsageError(`--language ${JSON.stringify(l)}: not a language of the product${didYouMean(l, known)} (${known.join(', ')})`);
    const logo = values.logo === undefined ? undefined : resolve(root, values.logo);
    if (logo && !['.svg', '.png'].includes(extname(logo).toLowerCase())) throw new UsageError(`--logo ${values.logo}: an .svg or .png file`);
    if (logo && !existsSync(logo)) throw new UsageError(`--logo ${values.logo}: file not found`);

    const dir = join(merchantsDir, id);
    const refusals: string[] = [];
    if (existsSync(dir) && !values.force) refusals.push(`merchants/${id}/ already exists: choose another id, or pass --force to replace it`);
    const domainSet = new Set(domains);
    for (const other of others) {
      const shown = relative(root, other.file);
      if (other.manifest.id === id && relative(merchantsDir, dirname(other.file)) !== id) refusals.push(`id "${id}" is already used by ${shown}`);
      if (dirname(other.file) === dir) continue; // the folder --force replaces
      if (other.manifest.merchantCode === code) refusals.push(`code "${code}" is already used by ${shown}: each merchant has its own code`);
      for (const d of Array.isArray(other.manifest.domains) ? other.manifest.domains : []) {
        if (typeof d === 'string' && domainSet.has(d)) refusals.push(`domain "${d}" is already served by ${shown}: a host belongs to one merchant`);
      }
    }
    if (refusals.length) {
      for (const r of refusals) io.stderr(`error: ${r}`);
      return EXIT_FINDINGS;
    }

    const identity: Identity = { id, displayName: name.trim(), merchantCode: code, domains, color, languages, legacyCipher: values['legacy-cipher'] };
    const manifest = rebrand(source, identity);
    const templates = manifest.templates as { logo: string };
    if (logo) templates.logo = `assets/logo${extname(logo).toLowerCase()}`;

    if (existsSync(dir)) rmSync(dir, { recursive: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    if (logo) {
      mkdirSync(dirname(join(dir, templates.logo)), { recursive: true });
      copyFileSync(logo, join(dir, templates.logo));
    }
    const files = values['no-assets'] ? [] : assetsFor(manifest as unknown as Parameters<typeof assetsFor>[0]).filter(([path]) => !(logo && path === templates.logo));
    for (const [path, content] of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }

    // Other merchants' ids, codes and domains were compared above: the new manifest alone is checked.
    const result = await checkPaths(root, [join(dir, 'manifest.json')], !values['no-assets']);
    const own = result.findings;
    const errors = own.filter((f) => f.severity === 'error').length;
    io.stdout(`Created merchants/${id}/: manifest.json and ${files.length + (logo ? 1 : 0)} asset files, from ${values.from === undefined ? TEMPLATE : `merchants/${values.from}`}${errors ? `, with ${errors} error(s) to fix (below)` : ''}.`);
    for (const f of own) (f.severity === 'error' ? io.stderr : io.stdout)(formatFinding(f));
    io.stdout('');
    io.stdout('Next:');
    const host = `${id}.localhost`;
    for (const step of [
      `Read merchants/${id}/manifest.json: texts, pageMeta, customerService, redirectAllowList, cashier and games origins came from ${values.from ?? 'the template'}, renamed; put your real hosts there.`,
      languages.length && values.from === undefined && languages[0] !== 'EN' ? `The template's texts (templates, pageMeta) are English: translate them to ${languages[0]}.` : '',
      `Replace the placeholder icons and splash images in merchants/${id}/assets/ with the brand's (same file names and pixel sizes), or keep them.`,
      'Check: npm run merchant -- check',
      `Build and look: npm run build && npm start, then http://${host}:4173/m/home`,
      `Contact sheet: npm run merchant -- preview ${id}`,
      'Go live: DNS, server settings and CDN headers (CSP) in docs/onboarding.md and docs/deployment.md.',
    ].filter(Boolean).map((s, i) => `  ${i + 1}. ${s}`)) io.stdout(step);
    return errors ? EXIT_FINDINGS : EXIT_OK;
  });
}
