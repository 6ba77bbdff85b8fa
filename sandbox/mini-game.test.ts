// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MINI_GAME_PATH, miniGameScript } from './mini-game';

describe('the mini-game script stand-in', () => {
  it('answers only /mini-game/v1 and /mini-game/s1', () => {
    expect(MINI_GAME_PATH.exec('/mini-game/v1/minigame.js')?.[1]).toBe('v1');
    expect(MINI_GAME_PATH.exec('/mini-game/s1/minigame.js')?.[1]).toBe('s1');
    for (const other of ['/mini-game/v2/minigame.js', '/mini-game/v1/other.js', '/m/mini-game/v1/minigame.js']) expect(MINI_GAME_PATH.test(other)).toBe(false);
  });

  it('defines window.miniGame with render and open, naming its build', () => {
    const window: { miniGame?: { build: string; render: unknown; open: unknown } } = {};
    runInNewContext(miniGameScript('s1'), { window, document: {} });
    expect(window.miniGame?.build).toBe('s1');
    expect(typeof window.miniGame?.render).toBe('function');
    expect(typeof window.miniGame?.open).toBe('function');
  });
});
