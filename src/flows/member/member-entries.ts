import { MEMBER_CENTRE_SCREENS } from '@/runtime/screen-rules.generated';

/**
 * The member centre's list of entries: the screens that declare a member-centre entry (their
 * flows' screens.ts, in the declared order), by screen id through the merchant's route table. An
 * entry whose route the merchant lacks is not shown, nor one whose screen is not offered now (the
 * reward centre with REWCEN3 off). Customer service shows when the merchant has a link for it;
 * language when it offers more than one. (A new entry's icon: member-icons.tsx.)
 *
 *   memberEntries({ pathFor: table.pathForScreen, offered: (s) => screenOffered(s, features), customerService: true, languages: 3 })
 *   // → [{ id: 'activity', path: '/m/activity' }, …, { id: 'customerService' }, { id: 'language' }]
 */
export type RouteEntryId = (typeof MEMBER_CENTRE_SCREENS)[number];
export type EntryId = RouteEntryId | 'customerService' | 'language';

export interface MemberEntry {
  id: EntryId;
  /** The in-app path for a route entry; absent for the actions (customer service, language). */
  path?: string;
}

export interface EntryContext {
  pathFor: (screen: string) => string | null;
  /** The screen is offered now (runtime/screen-rules.ts screenOffered). */
  offered: (screen: string) => boolean;
  /** A customer-service link is set up (live or in the manifest). */
  customerService: boolean;
  /** How many languages the merchant offers. */
  languages: number;
}

export function memberEntries(ctx: EntryContext): MemberEntry[] {
  const entries: MemberEntry[] = [];
  for (const id of MEMBER_CENTRE_SCREENS) {
    if (!ctx.offered(id)) continue;
    const path = ctx.pathFor(id);
    if (path) entries.push({ id, path });
  }
  if (ctx.customerService) entries.push({ id: 'customerService' });
  if (ctx.languages > 1) entries.push({ id: 'language' });
  return entries;
}

/** VIP progress (0…1, state/member.ts) as a whole percentage for the bar; null while unknown. */
export function progressPercent(progress: number | null | undefined): number | null {
  if (progress === null || progress === undefined || !Number.isFinite(progress)) return null;
  return Math.round(Math.min(1, Math.max(0, progress)) * 100);
}

/** The member's rank label, else 'VIP <level>' when the server gives only a level, else null (no rank). */
export function rankLabel(info: { hasVip: boolean; clubLabel: { labelName: string } | null; vipRankLevel: number | null }): string | null {
  if (info.clubLabel?.labelName) return info.clubLabel.labelName;
  if (info.hasVip && info.vipRankLevel !== null) return `VIP ${info.vipRankLevel}`;
  return null;
}
