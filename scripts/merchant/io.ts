/**
 * What a `npm run merchant` command gets from its caller, so a test can run it without a terminal:
 *
 *   const code = await run(['goldcrest'], { stdout: process.stdout, stderr: process.stderr, isTTY: Boolean(process.stdout.isTTY), cwd: process.cwd() });
 *
 * Exit codes: 0 done, 1 the input is wrong (unknown id, invalid manifest), 2 the usage is wrong.
 */
export interface Io {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** Colour, progress lines and questions only on a terminal. */
  isTTY: boolean;
  /** Asks one question on a terminal; absent when there is none. */
  prompt?: (question: string) => Promise<string>;
  /** The repository root the command reads merchants/ and schema/ from. */
  cwd: string;
}

/** A command module: `npm run merchant -- <name> [args]` calls `run`; `--help` prints `help`. */
export interface Command {
  run(argv: string[], io: Io): Promise<number>;
  help: string;
}

export const line = (stream: Io['stdout'], text = ''): void => void stream.write(`${text}\n`);
