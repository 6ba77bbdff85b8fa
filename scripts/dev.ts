/**
 * `npm run dev`: the sandbox backend on :4174 and Vite's dev server (hot reload) on :5173, which
 * proxies /wps and /__sandbox to it. The `?merchant=<id>` override works in development.
 */
import { createServer } from 'vite';
import { startSandbox } from '../sandbox/server';

const sandbox = await startSandbox({ port: 4174 });
process.env.SANDBOX_URL = sandbox.url;
const vite = await createServer({ server: { port: 5173, host: true } });
await vite.listen();
console.log(`\n  dev: http://localhost:5173/m/home   (sandbox ${sandbox.url}; ?merchant=siamspin|goldcrest to switch)\n`);
const stop = async () => {
  await vite.close();
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
