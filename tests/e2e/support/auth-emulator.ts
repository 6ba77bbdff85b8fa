import { spawn, type ChildProcess } from 'node:child_process';
import { AUTH_EMULATOR_DIR, authEmulatorArgs } from '../../../scripts/lib/auth-emulator.mjs';

/**
 * The Firebase Auth emulator for the social sign-in e2e (tests/e2e/social.spec.ts): firebase-tools
 * `emulators:start --only auth` for Lucky VN's demo project, on the port its manifest names
 * (firebase.authEmulatorUrl). Started by the social tests' beforeAll and stopped by their
 * afterAll; it works offline. An emulator already listening there is used as it is.
 */
export const EMULATOR_URL = 'http://127.0.0.1:9099';
export const EMULATOR_PROJECT = 'demo-luckyvn';

export async function startAuthEmulator(timeoutMs = 120_000): Promise<ChildProcess | null> {
  if (await reachable()) return null; // one already runs (a developer's, or a previous run's)
  const child = spawn(process.execPath, authEmulatorArgs(EMULATOR_PROJECT), {
    cwd: AUTH_EMULATOR_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, CI: 'true' }, // CI: no update check or message-of-the-day fetch
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the Auth emulator exited (${child.exitCode}):\n${output}`);
    if (await reachable()) return child;
    await new Promise((r) => setTimeout(r, 300));
  }
  stopAuthEmulator(child);
  throw new Error(`the Auth emulator did not answer on ${EMULATOR_URL} within ${timeoutMs} ms:\n${output}`);
}

export function stopAuthEmulator(child: ChildProcess | null): void {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM'); // the CLI and the emulator it forked
  } catch {
    /* already gone */
  }
}

async function reachable(): Promise<boolean> {
  try {
    return (await fetch(`${EMULATOR_URL}/emulator/v1/projects/${EMULATOR_PROJECT}/config`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/** The SMS codes the emulator "sent" (it sends none): GET /emulator/v1/projects/<p>/verificationCodes. */
export async function emulatorSmsCode(phoneNumber: string): Promise<string | undefined> {
  const response = await fetch(`${EMULATOR_URL}/emulator/v1/projects/${EMULATOR_PROJECT}/verificationCodes`);
  const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
  return verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
}
