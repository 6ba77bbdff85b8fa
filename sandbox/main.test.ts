// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

describe('tsx sandbox/main.ts', () => {
  it('prints one ready line on stdout and applies a --scenario file', async () => {
    const scenario = join(mkdtempSync(join(tmpdir(), 'sandbox-scenario-')), 'demo.json');
    writeFileSync(scenario, JSON.stringify({ LVN: { maintenance: { end: null } } }));
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--port', '0', '--merchants', 'sandbox/fixtures/merchants', '--scenario', scenario], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout }).once('line', resolve);
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
      });
      const ready = JSON.parse(line) as { ready: boolean; url: string };
      expect(ready.ready).toBe(true);
      const status = await (await fetch(`${ready.url}/wps/system/status`, { headers: { Merchant: 'LVN' } })).json();
      expect(status).toMatchObject({ success: true, value: { maintenance: true } });
      await fetch(`${ready.url}/__sandbox/reset`, { method: 'POST' });
      const after = await (await fetch(`${ready.url}/wps/system/status`, { headers: { Merchant: 'LVN' } })).json();
      expect(after).toMatchObject({ value: { maintenance: true } }); // the start-up scenario is the seed
      expect(stderr).toContain('demo        demo1234');
    } finally {
      child.kill('SIGTERM');
    }
  }, 120_000); // starts tsx and a server: at the lowest priority beside the browsers that once took over 20 s
});
