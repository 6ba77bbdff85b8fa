// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { commands, main } from './merchant';
import { recordingIo, repoRoot } from './merchant/test-support';

describe('npm run merchant (dispatcher)', () => {
  it('lists the commands with --help (exit 0), and without a command (exit 2)', async () => {
    const io = recordingIo(repoRoot);
    expect(await main(['--help'], io)).toBe(0);
    expect(io.out.join('\n')).toMatch(/new[\s\S]*check[\s\S]*migrate[\s\S]*Exit codes: 0 done/);
    const bare = recordingIo(repoRoot);
    expect(await main([], bare)).toBe(2);
    expect(bare.err[0]).toBe('usage: npm run merchant -- <command> [arguments]');
  });

  it('refuses an unknown command with exit 2', async () => {
    const io = recordingIo(repoRoot);
    expect(await main(['nwe'], io)).toBe(2);
    expect(io.err[0]).toBe('error: unknown command "nwe"');
  });

  it('every command loads, has help with the exit codes, and answers --help with 0', async () => {
    for (const name of Object.keys(commands)) {
      const command = await commands[name]!.load();
      expect(command.help, name).toMatch(/^usage: npm run merchant -- /);
      expect(command.help, name).toContain('Exit codes:');
      const io = recordingIo(repoRoot);
      expect(await main([name, '--help'], io), name).toBe(0);
      expect(io.out.join('\n')).toBe(command.help);
    }
  });
});
