import type { CsEntry } from '@/runtime/steps/live-settings';

/**
 * Where customer-service entries show, by their `csPosition` (the status call's or the manifest's):
 *
 * | place          | csPosition        | where                                              |
 * |----------------|-------------------|----------------------------------------------------|
 * | `memberCentre` | `MEMBER`, `MENU`  | the member centre's help list, one row per entry   |
 * | `login`        | `LOGIN`           | the login page, under the form                     |
 * | `footer`       | `FOOTER`          | the footer line of the login page and member centre |
 *
 * Matched without regard to case or surrounding spaces. Any other position (`DEFAULT`, the
 * manifest's `defaultUrl`) shows in no list: it is what contact-us opens (notice screens, the
 * member centre's customer-service row). No entry for a place: that place shows nothing.
 *
 *   entriesFor([{ csPosition: 'member', … }, { csPosition: 'FOOTER', … }], 'memberCentre')  // → the first
 */
export type CsPlace = 'memberCentre' | 'login' | 'footer';

const POSITIONS: Record<CsPlace, readonly string[]> = {
  memberCentre: ['MEMBER', 'MENU'],
  login: ['LOGIN'],
  footer: ['FOOTER'],
};

export function placeOf(csPosition: string): CsPlace | null {
  const position = csPosition.trim().toUpperCase();
  const found = (Object.keys(POSITIONS) as CsPlace[]).find((place) => POSITIONS[place].includes(position));
  return found ?? null;
}

/** The entries a place shows, in the server's (or manifest's) order; entries without a title show nowhere (nothing to label them with). */
export function entriesFor<E extends Pick<CsEntry, 'csPosition' | 'title'>>(entries: readonly E[], place: CsPlace): E[] {
  return entries.filter((e) => placeOf(e.csPosition) === place && e.title.trim() !== '');
}
