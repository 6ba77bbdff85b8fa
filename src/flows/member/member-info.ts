import { api } from '@/lib/http';
import { memberInfo } from '@/lib/wire/calls/member-info';
import type { MemberInfo } from '@/lib/wire';
import { setMemberInfo } from '@/state/member';
import { updateSession } from '@/state/session';

/** GET /wps/member/info; the type is the contract's. */
export type { MemberInfo };

export function readMemberInfo(raw: unknown): MemberInfo {
  const v = (raw ?? {}) as Record<string, unknown>;
  const label = v.clubLabel as Record<string, unknown> | null | undefined;
  return {
    id: String(v.id ?? ''),
    userName: String(v.userName ?? ''),
    type: Number(v.type ?? -1),
    language: typeof v.language === 'string' ? v.language : null,
    clubLabel: label && typeof label === 'object'
      ? { labelName: String(label.labelName ?? ''), type: String(label.type ?? ''), rankLevel: Number(label.rankLevel ?? 0) }
      : null,
    vipRankLevel: typeof v.vipRankLevel === 'number' ? v.vipRankLevel : null,
    hasVip: Boolean(v.hasVip),
  };
}

/** Loads the member and completes the session (a token adopted from the URL has no name yet). */
export async function fetchMemberInfo(options: { alert?: 'caller' } = {}): Promise<MemberInfo> {
  const info = readMemberInfo(await api.call(memberInfo, options));
  updateSession({ id: info.id, userName: info.userName, type: info.type });
  setMemberInfo(info);
  return info;
}
