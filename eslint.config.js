// Lint, including the architecture's import direction (docs/architecture.md, "Layers"):
//
//   app → flows → policy → runtime → state → lib        ui → lib        (a flow never imports another
//   flow; the app imports a flow only through its index.ts, the flow's face; policy/ holds the rules
//   several flows share, which runtime/, the pipeline and its generic machinery, never imports)
//   sw (the service worker's own code) stands alone. scripts/ and sandbox/ reach a flow only through
//   its Node-safe entry, src/flows/<flow>/node.ts.
//
// Enforced with import-x/no-restricted-paths zones that resolve real files, so a relative path
// cannot sneak around a rule. New flow folders are picked up automatically.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const flows = existsSync('src/flows')
  ? readdirSync('src/flows', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];
const layer = (name) => `./src/${name}`;
const zones = [
  { target: layer('lib'), from: ['app', 'flows', 'policy', 'runtime', 'state', 'ui'].map(layer), message: 'lib/ wraps libraries and imports no app code.' },
  { target: layer('ui'), from: ['app', 'flows', 'policy', 'runtime', 'state'].map(layer), message: 'ui/ is presentational: it may import lib/ only.' },
  { target: layer('state'), from: ['app', 'flows', 'policy', 'runtime', 'ui'].map(layer), message: 'state/ may import lib/ only.' },
  { target: layer('runtime'), from: ['app', 'flows', 'policy'].map(layer), message: 'runtime/ is generic: it knows no flow, no shared policy and no app wiring.' },
  { target: layer('policy'), from: ['app', 'flows', 'ui'].map(layer), message: 'policy/ holds rules several flows share: it may import runtime/, state/ and lib/, never a flow, ui/ or the app.' },
  { target: layer('flows'), from: [layer('app')], message: 'Flows do not import the composition root.' },
  {
    target: layer('app'),
    from: './src/flows',
    except: flows.map((flow) => `./${flow}/index.ts`),
    message: "The app sees a flow only through its face, src/flows/<flow>/index.ts: export what the app needs from there.",
  },
  ...flows.map((flow) => ({
    target: `./src/flows/${flow}`,
    from: './src/flows',
    except: [`./${flow}`],
    message: 'A flow never imports another flow: talk through state/, policy/ or runtime/.',
  })),
  { target: layer('sw'), from: ['app', 'flows', 'policy', 'runtime', 'state', 'ui', 'lib'].map(layer), message: 'sw/ runs in the service worker: it imports nothing of the page.' },
  { target: ['app', 'flows', 'policy', 'runtime', 'state', 'ui', 'lib'].map(layer), from: layer('sw'), message: 'sw/ is the service worker\'s code, built on its own.' },
  { target: './src', from: ['./sandbox', './scripts', './tests'], message: 'The sandbox and scripts are dev tooling: never in the bundle.' },
  // Node code sees a flow only through what the flow declares safe outside the browser: its node.ts,
  // and the data-only screen declarations (src/flows/screens.ts and each flow's screens.ts). Anything
  // deeper may touch the DOM when it loads, and is the flow's to move without breaking a script.
  {
    target: ['./scripts', './sandbox'],
    from: './src/flows',
    except: [
      './screens.ts',
      ...flows.flatMap((flow) => [`./${flow}/node.ts`, `./${flow}/screens.ts`]),
    ],
    message: "Scripts and the sandbox reach a flow only through its Node-safe entry, src/flows/<flow>/node.ts (or its data-only screens.ts): export what Node code needs from there.",
  },
];

const restrictedSyntax = [
  { selector: "ImportDeclaration[source.value='crypto-js']", message: 'Import crypto-js modules (crypto-js/core, crypto-js/tripledes …), never the whole library.' },
  { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Use crypto.getRandomValues.' },
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server HTML renders through ui/safe-html.tsx only (lib/safe-html.ts sanitizes it).' },
  // location.assign / replace, bare or as window.location / document.location.
  ...["[callee.object.name='location']", "[callee.object.property.name='location']"].map((object) => ({
    selector: `CallExpression${object}[callee.property.name=/^(assign|replace)$/]`,
    message: 'A URL from the server or a link goes through followChecked (src/policy/follow-checked.ts); an app path through the router.',
  })),
];
// A /wps path is spelled once, in its row of the contract (src/lib/wire/calls/); everyone else
// uses the row (`api.call(row)`, `router.on(row)`, `row.path`). Tests may spell paths as inputs.
// (\x2F is "/": the selector's regex cannot hold an escaped slash.)
const wirePathMessage = 'No /wps/ path outside the contract: use its row from src/lib/wire/calls/ (docs/wire-contract.md, "Add a /wps call").';
const wirePathSyntax = [
  { selector: 'Literal[value=/\\x2Fwps\\x2F/]', message: wirePathMessage },
  { selector: 'TemplateElement[value.raw=/\\x2Fwps\\x2F/]', message: wirePathMessage },
];
const noWireTable = { name: '@/lib/wire/table', message: 'Import the row you call from @/lib/wire/calls/<row>: the whole table would land in the first-load chunk.' };
const noAjv = { name: 'ajv', message: 'The browser uses the standalone validator only.' };
const noLibUseTranslation = { name: 'react-i18next', importNames: ['useTranslation'], message: "Use useTranslation from '@/lib/i18n/use-translation': the same shape, a fraction of the cost per component." };

export default tseslint.config(
  // `*.lint-probe.*`: scripts/lint-boundaries.test.ts's probes, which exist only while that test runs.
  { ignores: ['dist', 'dist-*', 'node_modules', 'coverage', '**/*.generated.*', 'build', 'test-results', 'playwright-report', '**/*.lint-probe.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.test.json', 'tsconfig.node.json'], noWarnOnMultipleProjects: true })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', ...restrictedSyntax],
    },
  },
  {
    // Unused variables, parameters and imports in the TypeScript the type check covers are
    // TypeScript's to report (`noUnusedLocals`, `noUnusedParameters` in the tsconfigs; a leading `_`
    // marks a parameter kept on purpose): the same findings at no extra cost, where this rule took
    // 43 % of lint's rule time. JavaScript and .ladle/ (in no tsconfig) keep the rule.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['.ladle/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['src/**', 'bench/**', '.ladle/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { paths: [noAjv, noWireTable, noLibUseTranslation] }],
    },
  },
  {
    files: ['src/**', 'sandbox/**'],
    ignores: ['src/lib/wire/calls/**', 'src/lib/wire/define-call.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...restrictedSyntax, ...wirePathSyntax] },
  },
  {
    // The floor is the libraries as they come: react-i18next's own hook.
    files: ['bench/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [noAjv, noWireTable] }] },
  },
  {
    // Tests read the whole table (and may spell paths as inputs).
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [noAjv] }] },
  },
  {
    // Playwright fixtures take `{}` when they need no other fixture.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
