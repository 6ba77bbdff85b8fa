/**
 * When a token is set, what push does for this browser:
 *
 * | permission | what happens                                                                    |
 * |------------|---------------------------------------------------------------------------------|
 * | granted    | `bind`: get the device's push token, bind it and subscribe it to topic ALL       |
 * | default    | `ask`: our own prompt first (the browser's only when the player taps Allow),     |
 * |            | unless the player said "Not now" less than PUSH_SNOOZE_MS ago                    |
 * | denied     | `none`: the browser will not ask again; the tips show only when the player acts  |
 *
 * No push support (no Notification or PushManager, e.g. Safari in a tab on iOS) or no push set up
 * for the merchant (no Firebase sender id): `none`.
 */
export type PushAction = 'bind' | 'ask' | 'none';

/** "Not now" keeps the prompt away for a week (docs/decisions.md, "Push"). */
export const PUSH_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;

export function decidePush(facts: { supported: boolean; permission: NotificationPermission; snoozedUntil: number; now: number }): PushAction {
  if (!facts.supported) return 'none';
  if (facts.permission === 'granted') return 'bind';
  if (facts.permission === 'denied') return 'none';
  return facts.now < facts.snoozedUntil ? 'none' : 'ask';
}

/** The snooze stored as a number of milliseconds; anything unreadable means "not snoozed". */
export function readSnooze(raw: string | null): number {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
