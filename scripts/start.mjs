#!/usr/bin/env node
// `npm start`: build the app, then serve it together with the sandbox backend on one port.
// PORT=8080 npm start picks another port. HOST=0.0.0.0 npm start serves the local network too (to
// try it on a phone); the default stays on this machine, since the sandbox's control API has no
// authentication. The sandbox prints the demo accounts when it is up.
import { execSync, spawn } from 'node:child_process';
import { AUTH_EMULATOR_DIR, authEmulatorArgs } from './lib/auth-emulator.mjs';

const port = process.env.PORT ?? '4173';
const host = process.env.HOST ?? '127.0.0.1';
execSync('npm run build --silent', { stdio: 'inherit' });

const server = spawn('npx', ['tsx', 'sandbox/main.ts', '--static', 'dist', '--port', port, '--host', host], { stdio: ['ignore', 'pipe', 'inherit'] });
server.stdout.on('data', (chunk) => {
  for (const line of String(chunk).split('\n')) {
    if (!line.trim()) continue;
    if (line.startsWith('{"ready":true')) {
      console.log(`
  The app is running with the sandbox backend:

    http://localhost:${port}/m/home               default merchant (Lucky VN, Vietnamese lottery)
    http://siamspin.localhost:${port}/m/home      Siam Spin (Thai casino, login required)
    http://goldcrest.localhost:${port}/m/home     Goldcrest (English; try Urdu for right-to-left)
`);
    } else console.log(line);
  }
});
// Social sign-in on Lucky VN (a Firebase demo project) talks to the Firebase Auth emulator: start
// it alongside, best effort (the rest of the app does not need it). Config: sandbox/firebase/.
const emulator = spawn(process.execPath, authEmulatorArgs('demo-luckyvn'), {
  cwd: AUTH_EMULATOR_DIR,
  stdio: 'ignore',
  env: { ...process.env, CI: 'true' },
});
emulator.on('error', () => undefined);
console.log('  Social sign-in (Lucky VN) uses the Firebase Auth emulator on http://127.0.0.1:9099 (starting in the background).');

const stop = () => {
  emulator.kill('SIGTERM');
  server.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
