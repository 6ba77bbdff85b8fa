/**
 * What every `npm run merchant -- <command>` module gets and returns, so each command runs in a
 * unit test without a terminal: it writes lines through `io`, asks through `io.prompt` (only when
 * `isTTY`), treats `io.cwd` as the repository root and returns its exit code.
 *
 * Exit codes, the same for every command:
 *   0  done, nothing wrong (warnings may have been printed)
 *   1  findings or errors: invalid manifests, a refused `new`, a failed migration
 *   2  usage error: unknown command or flag, a bad flag value, missing flags without a terminal
 */
import { parseArgs } from 'node:util';

export interface Io {
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  /** True when a person can answer questions (stdin and stdout are a terminal). */
  isTTY: boolean;
  /** Asks one question and resolves with the answer (without its line break). */
  prompt?: (question: string) => Promise<string>;
  /** The repository root the command works in (merchants/, schema/, src/locales/). */
  cwd: string;
}

export interface Command {
  run: (argv: string[], io: Io) => Promise<number>;
  help: string;
}

export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;

export const EXIT_CODES_HELP = `Exit codes: 0 done (warnings allowed), 1 findings or errors, 2 usage error.`;

/** An argument mistake: the command prints the message and its help, and exits with 2. */
export class UsageError extends Error {}

type Options = NonNullable<Parameters<typeof parseArgs>[0]>['options'];

/** node:util parseArgs, strict, with its errors turned into UsageError. */
export function parseFlags<O extends Options>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Runs `body`, printing a usage error with the help text (exit 2) instead of throwing it. */
export async function withUsage(io: Io, help: string, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`error: ${error.message}`);
    io.stderr('');
    io.stderr(help);
    return EXIT_USAGE;
  }
}

/** Prints one line (or several, joined by line breaks) on a stream of `io`. */
export const line = (stream: Io['stdout'], text = ''): void => stream(text);
