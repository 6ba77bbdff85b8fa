import type { BrowserContext, ConsoleMessage, Frame, Page, Request, Response } from '@playwright/test';
import { type DeclarationSummary, type GuardCounts } from './guard-records';
import { isLoopbackAddress, staysLocal } from './guard-urls';
import { PIXEL_SCRIPT } from './pixels';

export * from './guard-records';
export * from './guard-urls';

/**
 * Standing guards for every end-to-end test. They watch every browser context the test creates
 * (the fixture's own, `browser.newContext(...)`, `chromium.launchPersistentContext(...)`), every
 * page and popup in it and every frame of those pages, and turn each of these into a finding that
 * fails the test:
 *
 * - a Content-Security-Policy violation (`securitypolicyviolation`, reported from each frame by an
 *   init script through a binding, so popups and iframes report too);
 * - an uncaught error or unhandled rejection in a page or frame;
 * - a console error the test did not declare (`expectConsoleError(pattern, reason)`);
 * - a request that leaves the machine: every request must go to a loopback origin (the sandbox,
 *   its merchants' `*.localhost` hosts, the Firebase Auth emulator), a data:/blob: URL, or a
 *   stand-in the test answers itself with page.route/context.route and declares
 *   (`declareStandIn(pattern, reason)`); a declared stand-in that was answered by a real server
 *   is a finding too.
 *
 * The guards also count what they watched, written per test under build/e2e-guards/ for the run's
 * summary line (guards-reporter.ts), so a guard that watches nothing shows.
 */

export type FindingKind = 'csp-violation' | 'page-error' | 'console-error' | 'third-party-request' | 'network-reached';

export interface Finding {
  kind: FindingKind;
  message: string;
  /** The page or frame URL it came from, when known. */
  where: string;
}

interface Declaration {
  pattern: RegExp;
  reason: string;
  /** For a console error: where it must come from (the failed resource's URL for "Failed to load resource"). */
  at?: RegExp;
}

/**
 * Console errors no test can avoid, each precisely defined (message and source) with why.
 * Everything else a test expects, it declares itself.
 */
export const STANDING_CONSOLE_ERRORS: readonly Declaration[] = [
  // None today. The sandbox serves what the app and the browser ask for beside the app
  // (/favicon.ico, the member centre's /mobile/mc/asset-manifest.json), so no test sees a 404 it
  // did not cause. An entry here needs a message pattern, a source pattern and its reason.
];

/**
 * Non-local requests every test may make because every test browser sends them to a stand-in on
 * this machine: the third-party pixel scripts the demo merchants allow (support/pixels.ts).
 */
export const STANDING_STAND_INS: readonly Declaration[] = [
  { pattern: new RegExp(`^GET ${PIXEL_SCRIPT.source.slice(1)}`), reason: 'third-party pixel scripts: every test browser resolves their hosts to the pixel stand-in on the loopback address (support/pixels.ts)' },
];

/** The binding each frame's init script reports through. */
const BINDING = '__e2eGuardReport';

/** Runs in every frame of every page of a watched context, before the frame's own scripts. */
function frameReporter(binding: string): void {
  const report = (detail: Record<string, unknown>) => {
    const send = (window as unknown as Record<string, ((detail: unknown) => unknown) | undefined>)[binding];
    if (send) void Promise.resolve(send(detail)).catch(() => undefined);
  };
  // On the window, not the document: a popup's first about:blank document is replaced by the page it
  // opens while the window (with its listeners) stays, and the init script does not run again.
  const flags = window as unknown as Record<string, unknown>;
  if (flags.__e2eGuardListening) return;
  flags.__e2eGuardListening = true;
  window.addEventListener(
    'securitypolicyviolation',
    (event) =>
      report({
        kind: 'csp',
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
        disposition: event.disposition,
      }),
    true,
  );
}

/**
 * The teardown decision: null when the test may pass, otherwise the failure message, naming each
 * finding.
 */
export function guardVerdict(findings: readonly Finding[]): string | null {
  if (findings.length === 0) return null;
  const lines = findings.map((f, i) => `  ${i + 1}. [${f.kind}] ${f.message}${f.where ? ` (at ${f.where})` : ''}`);
  return [
    `The standing e2e guards found ${findings.length} problem${findings.length === 1 ? '' : 's'}:`,
    ...lines,
    'Fix the cause. A console error the test expects is declared with expectConsoleError(pattern, reason),',
    'an uncaught error from code the project does not own with expectPageError(pattern, reason), and',
    'a third-party URL the test answers itself with route() with declareStandIn(pattern, reason).',
  ].join('\n');
}

export class Guards {
  private readonly contexts = new WeakSet<BrowserContext>();
  private readonly pages = new WeakSet<Page>();
  private readonly frames = new WeakSet<Frame>();
  private readonly counted: GuardCounts = { contexts: 0, pages: 0, frames: 0 };
  private readonly consoleErrors: Finding[] = [];
  private readonly requests: Finding[] = [];
  private readonly direct: Finding[] = [];
  private readonly expected: Declaration[] = [];
  private readonly standIns: Declaration[] = [];
  private readonly expectedPageErrors: Declaration[] = [];
  private readonly acknowledgedSet = new Set<Finding>();
  private readonly pending = new Set<Promise<unknown>>();

  /** Starts watching a context: its existing and future pages, popups and frames. Idempotent. */
  async watch(context: BrowserContext): Promise<void> {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    this.counted.contexts++;
    await context.exposeBinding(BINDING, ({ frame }, detail: Record<string, unknown>) => {
      const where = safeUrl(frame);
      this.direct.push({
        kind: 'csp-violation',
        where,
        message: `${String(detail.disposition ?? 'enforce')} ${String(detail.directive)} blocked ${String(detail.blockedURI) || '(inline)'}` +
          `${detail.sourceFile ? ` in ${String(detail.sourceFile)}:${String(detail.line)}` : ''}${detail.sample ? ` — "${String(detail.sample)}"` : ''}`,
      });
    });
    await context.addInitScript(frameReporter, BINDING);
    context.on('page', (page) => this.watchPage(page));
    for (const page of context.pages()) this.watchPage(page);
    context.on('weberror', (error) => {
      const page = error.page();
      this.direct.push({ kind: 'page-error', where: page ? safeUrl(page.mainFrame()) : '', message: describeError(error.error()) });
    });
    context.on('console', (message) => this.onConsole(message));
    context.on('request', (request) => this.onRequest(request));
    context.on('response', (response) => this.onResponse(response));
  }

  /** Whether this context is being watched. */
  watches(context: BrowserContext): boolean {
    return this.contexts.has(context);
  }

  /** Declares a console error this test produces on purpose; `reason` says why it is expected. */
  expectConsoleError(pattern: RegExp, reason: string, options: { at?: RegExp } = {}): void {
    this.expected.push({ pattern, reason: requireReason(reason, pattern), at: options.at });
  }

  /** Declares an uncaught error the test expects (code it does not own throws it), with why. */
  expectPageError(pattern: RegExp, reason: string): void {
    this.expectedPageErrors.push({ pattern, reason: requireReason(reason, pattern) });
  }

  /** Declares a non-local URL the test answers itself (page.route/context.route), with why. */
  declareStandIn(pattern: RegExp, reason: string): void {
    this.standIns.push({ pattern, reason: requireReason(reason, pattern) });
  }

  /** What the guards found and nobody acknowledged, so far. */
  findings(): Finding[] {
    const consoleErrors = this.consoleErrors.filter((f) => !matches([...STANDING_CONSOLE_ERRORS, ...this.expected], f));
    const requests = this.requests.filter((f) => !matches([...STANDING_STAND_INS, ...this.standIns], f));
    const direct = this.direct.filter((f) => f.kind !== 'page-error' || !matches(this.expectedPageErrors, f));
    return [...direct, ...consoleErrors, ...requests].filter((f) => !this.acknowledgedSet.has(f));
  }

  /**
   * Marks the findings that match as dealt with (the guards' own self-test provokes each kind on
   * purpose) and returns them; the teardown check ignores them.
   */
  acknowledge(predicate: (finding: Finding) => boolean): Finding[] {
    const matched = this.findings().filter(predicate);
    for (const finding of matched) this.acknowledgedSet.add(finding);
    return matched;
  }

  /** The findings acknowledged so far. */
  acknowledged(): Finding[] {
    return [...this.acknowledgedSet];
  }

  counts(): GuardCounts {
    return { ...this.counted };
  }

  /** Waits for the checks still running (the server address of third-party responses). */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Declarations with their reasons and whether anything matched them, for the run's record. */
  declarations(): DeclarationSummary[] {
    const used = (d: Declaration, seen: Finding[]) => seen.filter((f) => matches([d], f)).length;
    return [
      ...this.expected.map((d) => ({ kind: 'console-error' as const, pattern: String(d.pattern), reason: d.reason, used: used(d, this.consoleErrors) })),
      ...this.standIns.map((d) => ({ kind: 'stand-in' as const, pattern: String(d.pattern), reason: d.reason, used: used(d, this.requests) })),
      ...this.expectedPageErrors.map((d) => ({ kind: 'page-error' as const, pattern: String(d.pattern), reason: d.reason, used: used(d, this.direct.filter((f) => f.kind === 'page-error')) })),
    ];
  }

  private watchPage(page: Page): void {
    if (this.pages.has(page)) return;
    this.pages.add(page);
    this.counted.pages++;
    for (const frame of page.frames()) this.countFrame(frame);
    page.on('frameattached', (frame) => this.countFrame(frame));
  }

  private countFrame(frame: Frame): void {
    if (this.frames.has(frame)) return;
    this.frames.add(frame);
    this.counted.frames++;
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    const location = message.location();
    this.consoleErrors.push({
      kind: 'console-error',
      message: message.text(),
      where: location.url ? `${location.url}:${location.lineNumber}` : (message.page()?.url() ?? ''),
    });
  }

  private onRequest(request: Request): void {
    const url = request.url();
    if (staysLocal(url)) return;
    this.requests.push({ kind: 'third-party-request', message: `${request.method()} ${url}`, where: requester(request) });
  }

  /**
   * A response to a non-local URL must come from the test's route (no server address) or a
   * stand-in on this machine (a loopback address: the pixel stand-in), never from a server
   * elsewhere.
   */
  private onResponse(response: Response): void {
    const url = response.url();
    if (staysLocal(url)) return;
    const check = response
      .serverAddr()
      .then((address) => {
        if (address && !isLoopbackAddress(address.ipAddress)) this.direct.push({ kind: 'network-reached', message: `${url} was answered by ${address.ipAddress}:${address.port}`, where: '' });
      })
      .catch(() => undefined)
      .finally(() => this.pending.delete(check));
    this.pending.add(check);
  }
}

function matches(declarations: readonly Declaration[], finding: Finding): boolean {
  return declarations.some((d) => d.pattern.test(finding.message) && (!d.at || d.at.test(finding.where)));
}

function requireReason(reason: string, pattern: RegExp): string {
  if (reason.trim().length < 8) throw new Error(`a declaration (${String(pattern)}) needs a written reason`);
  return reason;
}

/** Who made a request: its frame's URL, or which kind of requester has no frame. */
function requester(request: Request): string {
  if (request.serviceWorker()) return `the service worker ${request.serviceWorker()!.url()}`;
  try {
    return safeUrl(request.frame());
  } catch {
    return 'a window being opened'; // a navigation issued before its frame exists (a popup)
  }
}

function safeUrl(frame: Frame): string {
  try {
    return frame.url();
  } catch {
    return '';
  }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // The first stack line names the script it came from.
  const origin = error.stack?.split('\n').find((line) => /^\s+at /.test(line))?.trim();
  return `${error.name}: ${error.message}${origin ? ` [${origin}]` : ''}`;
}
