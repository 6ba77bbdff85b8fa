// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isHttpError, serverMessageOf } from '@/lib/http';
import { readSyncTrial, trialParams } from './trial-launch';

function failure(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

describe('readSyncTrial: the synchronous variant (status code + the game server\'s body)', () => {
  it('reads the game URL from a 2xx body, given as an object or as JSON text', () => {
    expect(readSyncTrial({ statusCode: 200, body: { gameUrl: 'https://g.example/t?id=1' } })).toBe('https://g.example/t?id=1');
    expect(readSyncTrial({ statusCode: 201, body: '{"gameUrl":"https://g.example/t"}' })).toBe('https://g.example/t');
  });

  it('fails with the game server\'s message when it gives one', () => {
    const error = failure(() => readSyncTrial({ statusCode: 503, body: { message: 'Trial play is closed.' } }));
    expect(isHttpError(error) && error.status).toBe(503);
    expect(serverMessageOf(error)).toBe('Trial play is closed.');
  });

  it('fails without a message the page would show as the server\'s when there is none', () => {
    expect(serverMessageOf(failure(() => readSyncTrial({ statusCode: 500, body: 'Internal error' })))).toBeNull();
    expect(serverMessageOf(failure(() => readSyncTrial({ statusCode: 502, body: null })))).toBeNull();
  });

  it('fails on a 2xx without a game URL (an answer the page cannot use)', () => {
    expect(isHttpError(failure(() => readSyncTrial({ statusCode: 200, body: {} })))).toBe(true);
    expect(isHttpError(failure(() => readSyncTrial({ statusCode: 200, body: '{not json' })))).toBe(true);
  });
});

describe('trialParams', () => {
  it('sends gameId, nodeId and platform html5 from the trial link', () => {
    expect(trialParams(new URLSearchParams('gameId=22-1&nodeId=22&vendor=JILI&name=Super+Ace'))).toEqual({ gameId: '22-1', nodeId: '22', platform: 'html5' });
  });
});
