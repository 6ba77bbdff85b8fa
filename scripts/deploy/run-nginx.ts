import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { CHAT_HOST } from '../../sandbox/chat-stand-in.ts';
import { GAMES_HOST } from '../../sandbox/game-stand-in.ts';
import { MINI_GAME_PATH } from '../../sandbox/mini-game.ts';
import { CDN_NAMES } from '../../sandbox/scenario.ts';
import { readBuild } from './build-info.ts';
import { nginxConfig, type SandboxProxy } from './nginx-config.ts';

// nginx serving a build, for tests and a look by hand:
//
//   const nginx = await startNginx({ root: 'dist', api: sandbox.url, sandbox: sandbox.url });
//   await fetch(`${nginx.url}/m/home`, { headers: { Host: 'luckyvn.localhost' } });
//   await nginx.stop();        // the nginx processes are gone and its directory removed
//
// The configuration is generated into a new temporary directory, which also holds the pid file,
// logs/ and tmp/, and nginx runs in the foreground as this process's child.

export const NGINX = '/usr/sbin/nginx';

/** What the sandbox answers beside the build (sandbox/server.ts handle()), for nginx to proxy to it. */
export function sandboxProxy(url: string): SandboxProxy {
  return {
    url,
    hosts: [...CDN_NAMES.map((cdn) => `${cdn}.localhost`), GAMES_HOST, CHAT_HOST],
    prefixes: ['/__sandbox/'],
    exact: ['/favicon.ico', '/mobile/mc/asset-manifest.json'],
    patterns: [MINI_GAME_PATH.source],
  };
}

export interface StartNginxOptions {
  /** The build output (holds m/). */
  root: string;
  /** Where /wps/ goes (the sandbox's URL in tests). */
  api: string;
  /** The sandbox's URL: its own paths and stand-in hosts are proxied to it as well. */
  sandbox?: string;
  /** Default: a free port. nginx listens on 127.0.0.1 only. */
  port?: number;
}

export interface RunningNginx {
  url: string;
  port: number;
  /** The temporary directory: nginx.conf and the other generated files, logs/, tmp/. */
  dir: string;
  stop(): Promise<void>;
}

export async function startNginx(options: StartNginxOptions): Promise<RunningNginx> {
  const build = readBuild(options.root);
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await freePort());
    try {
      return await launch(build, options, port);
    } catch (error) {
      // Another process took the free port between our look and nginx's bind: try another.
      if (options.port !== undefined || attempt >= 3 || !/Address already in use/.test(String(error))) throw error;
    }
  }
}

async function launch(build: ReturnType<typeof readBuild>, options: StartNginxOptions, port: number): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'm-nginx-'));
  // Worker processes (another user when started as root) create and use tmp/ under it.
  chmodSync(dir, 0o755);
  try {
    const files = nginxConfig(build, {
      api: options.api,
      runtimeDir: dir,
      listen: `127.0.0.1:${port}`,
      sandbox: options.sandbox ? sandboxProxy(options.sandbox) : undefined,
      workerProcesses: 1,
      user: process.getuid?.() === 0 ? workerUser(build.root) : undefined,
    });
    for (const [rel, text] of files) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), text);
    }
    mkdirSync(join(dir, 'logs'));
    mkdirSync(join(dir, 'tmp'));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let running = true;
  void exited.then(() => (running = false));
  // If this process ends without stop(), nginx must not outlive it.
  const killOnExit = () => {
    for (const pid of [...workersOf(child.pid), child.pid]) if (pid) tryKill(pid, 'SIGKILL');
  };
  process.once('exit', killOnExit);

  const cleanUp = async () => {
    process.removeListener('exit', killOnExit);
    if (running && child.pid) {
      const workers = workersOf(child.pid);
      child.kill('SIGTERM'); // fast shutdown: the master stops its workers, then exits
      const done = await Promise.race([exited.then(() => true), delay(5000).then(() => false)]);
      if (!done) {
        for (const pid of [...workers, ...workersOf(child.pid), child.pid]) tryKill(pid, 'SIGKILL');
        await Promise.race([exited, delay(2000)]);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // nginx writes its pid file once its sockets are bound: until then, what answers on the port
    // may be another process.
    await waitFor(() => running, () => pidFileOf(dir) === child.pid, port, 10_000);
  } catch (error) {
    await cleanUp();
    const log = readLog(dir);
    throw new Error(`nginx did not start on port ${port}: ${(error as Error).message}\n${stderr}${log}`, { cause: error });
  }
  let stopped: Promise<void> | undefined;
  return { url: `http://127.0.0.1:${port}`, port, dir, stop: () => (stopped ??= cleanUp()) };
}

/**
 * Started as root, nginx runs its workers as another user: nobody when it can read the build
 * (every directory on the way searchable, the files readable by others), else root, so that a
 * build in a private temporary directory is served too.
 */
export function workerUser(root: string): string {
  const nobody = readFileSync('/etc/passwd', 'utf8').split('\n').map((l) => l.split(':')).find((f) => f[0] === 'nobody');
  const group = nobody ? readFileSync('/etc/group', 'utf8').split('\n').map((l) => l.split(':')).find((f) => f[2] === nobody[3])?.[0] : undefined;
  return nobody && group && othersCanRead(resolve(root)) ? `nobody ${group}` : 'root root';
}

function othersCanRead(root: string): boolean {
  for (let dir = root; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dir === dirname(dir)) break;
  }
  const index = join(root, 'm', 'index.html');
  try {
    accessSync(index, constants.R_OK);
    return (statSync(index).mode & 0o004) !== 0 && (statSync(join(root, 'm')).mode & 0o005) === 0o005;
  } catch {
    return false;
  }
}

/** The children of `pid` (nginx's workers), from /proc. */
function workersOf(pid: number | undefined): number[] {
  if (!pid) return [];
  const out: number[] = [];
  for (const entry of safeReaddir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Whether a process with this pid exists (signal 0: nothing is sent). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tryKill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

function readLog(dir: string): string {
  try {
    return readFileSync(join(dir, 'logs', 'error.log'), 'utf8');
  } catch {
    return '';
  }
}

const delay = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

function pidFileOf(dir: string): number | undefined {
  try {
    return Number(readFileSync(join(dir, 'nginx.pid'), 'utf8').trim());
  } catch {
    return undefined;
  }
}

async function waitFor(alive: () => boolean, bound: () => boolean, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error('nginx exited');
    const open = bound() && (await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
    }));
    if (open) return;
    await delay(50);
  }
  throw new Error(`nothing answered within ${timeoutMs} ms`);
}
