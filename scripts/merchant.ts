/**
 * The operators' entry point: `npm run merchant -- <command> [arguments]`.
 *
 *   npm run merchant -- --help            the commands
 *   npm run merchant -- new --help        one command's flags
 *
 * Each command is a module scripts/merchant/<command>.ts exporting `run(argv, io)` (resolving to
 * the exit code) and `help`; this file only picks the module, so every command is tested without
 * a terminal (scripts/merchant/io.ts says what `io` holds and what the exit codes mean).
 */
import { createInterface } from 'node:readline/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT_CODES_HELP, EXIT_USAGE } from './merchant/io';
import type { Command, Io } from './merchant/io';

/** Command name → its module and a one-line summary. */
export const commands: Record<string, { summary: string; load: () => Promise<Command> }> = {
  new: { summary: 'create merchants/<id>/ (manifest and assets) from a template or another merchant', load: () => import('./merchant/new') },
  check: { summary: 'validate manifests: errors, warnings, --json for editors and CI', load: () => import('./merchant/check') },
  migrate: { summary: 'upgrade manifests to the current schemaVersion', load: () => import('./merchant/migrate') },
  explain: { summary: 'why a route, flag or promotion does what it does for a merchant', load: () => import('./merchant/explain') },
  diff: { summary: 'what two merchants do differently', load: () => import('./merchant/diff') },
  preview: { summary: 'the contact sheet: key screens of every merchant, in Chromium', load: () => import('./merchant/preview') },
};

export const help = [
  'usage: npm run merchant -- <command> [arguments]',
  '',
  'Commands:',
  ...Object.entries(commands).map(([name, c]) => `  ${name.padEnd(9)} ${c.summary}`),
  '',
  'npm run merchant -- <command> --help shows a command\'s arguments.',
  EXIT_CODES_HELP,
].join('\n');

export async function main(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout)(help);
    return name === undefined ? EXIT_USAGE : 0;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    io.stderr(`error: unknown command "${name}"`);
    io.stderr('');
    io.stderr(help);
    return EXIT_USAGE;
  }
  return (await command.load()).run(rest, io);
}

/** The real terminal (or pipe): prompts only when both ends are a terminal. */
export function processIo(): Io {
  const isTTY = Boolean(process.stdin.isTTY && process.stdout.isTTY);
  return {
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line}\n`),
    isTTY,
    prompt: isTTY
      ? async (question) => {
          const rl = createInterface({ input: process.stdin, output: process.stdout });
          try {
            return await rl.question(question);
          } finally {
            rl.close();
          }
        }
      : undefined,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = await main(process.argv.slice(2), processIo());
}
