/**
 * The one module scripts/build-shells.ts loads through Vite's SSR: the app's shell renderers, reached
 * by ordinary imports of the flows' Node-safe entries (src/flows/<flow>/node.ts), which the type
 * checker and lint see, rather than by string paths into src/ that neither sees.
 *
 * Type-checked with the app's code (tsconfig.test.json: it imports .tsx), not with the other
 * scripts (tsconfig.node.json excludes it); hence imports without the .ts extension.
 */
import { renderLoginShell } from '../../src/flows/auth/node';
import { renderLandingShell } from '../../src/flows/games/node';
import { textDirection, toBcp47 } from '../../src/lib/i18n/languages';
import { assetUrl } from '../../src/runtime/site';
import type { ShellRenderers } from './shell-renderers';

export const renderers = { renderLandingShell, renderLoginShell, toBcp47, textDirection, assetUrl } satisfies ShellRenderers;
