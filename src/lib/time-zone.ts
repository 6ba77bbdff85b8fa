/** The part of Temporal this module uses: browsers without Temporal leave it undefined. */
type TemporalNow = { Now?: { timeZoneId?: () => string } };

/**
 * The device's IANA time zone ("Asia/Bangkok"), '' when the browser cannot tell.
 *
 * `Temporal.Now.timeZoneId()` where the browser has Temporal: it answers from the zone the engine
 * already knows (0.1 ms), where the first `Intl.DateTimeFormat` of a page builds ICU's date
 * formats first (40-70 ms on this project's 2-core machine, several times that on a cheap phone:
 * a long task on the login tap, which puts the zone in the device id). Both name a zone the same
 * way (ICU's ids: "Asia/Saigon", "Asia/Calcutta"), so the answer does not depend on which one ran.
 */
export function systemTimeZone(): string {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  try {
    const id = temporal?.Now?.timeZoneId?.();
    if (id) return id;
  } catch {
    // An engine whose Temporal fails falls back to Intl.
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
}
