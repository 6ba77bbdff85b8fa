import { toBcp47, type Language } from '@/lib/i18n/languages';

/**
 * The maintenance end time in the player's own time zone and language, with the
 * zone named so nobody has to guess:
 *
 *   formatEndTime(1900000000000, 'EN', 'Asia/Ho_Chi_Minh') → 'Mar 18, 2030, 12:46 AM GMT+7'
 *   formatEndTime(1900000000000, 'VI', 'Asia/Ho_Chi_Minh') → '00:46 GMT+7 18 thg 3, 2030'
 *   formatEndTime(1900000000000, 'TH', 'Asia/Bangkok')     → '18 มี.ค. 2573 0:46 GMT+7' (Buddhist era)
 *
 * `timeZone` is left out in the app (the browser's own zone); tests pin it.
 */
export function formatEndTime(endsAt: number, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(toBcp47(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(endsAt);
}
