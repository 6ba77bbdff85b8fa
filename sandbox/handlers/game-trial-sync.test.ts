// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readTrialSync } from '../../src/lib/wire/read-trial-sync.ts';
import type { TrialLaunchSyncValue } from '../../src/lib/wire/shapes.ts';
import { useFixtureSandbox } from '../testing/fixture-sandbox';

// The synchronous trial variant over HTTP, read by the app's own reader (src/lib/wire/read-trial-sync.ts), so the
// two sides are checked against each other.

const fx = useFixtureSandbox();
const trial = { gameId: '22001', nodeId: '22', platform: 'html5' };
const sync = (query: Record<string, string>) => fx.client('LVN').get<TrialLaunchSyncValue>('/wps/relay/sync/GCS_gameTrialLaunch', { query });
const async = (query: Record<string, string>) => fx.client('LVN').get<{ gameUrl: string }>('/wps/relay/GCS_gameTrialLaunch', { query });

describe('GET /wps/relay/sync/GCS_gameTrialLaunch (the sandbox)', () => {
  it('passes the game server\'s answer through as statusCode + body, the same game as the usual variant', async () => {
    const answer = await sync(trial);
    expect(answer).toMatchObject({ success: true, value: { statusCode: 200 } });
    const reading = readTrialSync(answer.value);
    const url = reading.ok ? reading.gameUrl : '';
    expect(url).toBe((await async(trial)).value!.gameUrl);
    expect(new URL(url).searchParams.get('gameId')).toBe('22001');
  });

  it('answers a failed launch as the game server\'s error status with its message, inside a success envelope', async () => {
    await fx.client('LVN').scenario({ games: { launch: 'fail' } });
    const answer = await sync(trial);
    expect(answer).toMatchObject({ success: true, value: { statusCode: 503, body: { code: 'game.launch.failed' } } });
    expect(readTrialSync(answer.value)).toEqual({ ok: false, status: 503, message: (answer.value!.body as { message: string }).message });
    expect((answer.value!.body as { message: string }).message).toBeTruthy();
  });

  it('answers a request without gameId 400', async () => {
    expect((await sync({ nodeId: '22' })).value).toMatchObject({ statusCode: 400, body: { code: 'game.params.invalid' } });
  });
});
