// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { setTrackSink, track, type TrackInput } from './tracking';

afterEach(() => setTrackSink(null));

describe('track', () => {
  it('queues until the sender registers, then delivers in order and directly after', () => {
    track({ kind: 'register', customerId: '1' });
    track({ kind: 'login', customerId: '1' });
    const got: TrackInput[] = [];
    setTrackSink((input) => got.push(input));
    expect(got.map((g) => g.kind)).toEqual(['register', 'login']);
    track({ kind: 'appDownload' });
    expect(got.map((g) => g.kind)).toEqual(['register', 'login', 'appDownload']);
  });

  it('a throwing sender never reaches the caller', () => {
    setTrackSink(() => {
      throw new Error('pixel broke');
    });
    expect(() => track({ kind: 'login' })).not.toThrow();
  });
});
