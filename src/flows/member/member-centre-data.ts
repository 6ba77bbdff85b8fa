import { api } from '@/lib/http';
import { depositSettings } from '@/lib/wire/calls/deposit-settings';
import { profileIcon, saveProfileIcon } from '@/lib/wire/calls/profile-icon';
import { loadRankProgress } from '@/state/member';
import { getToken } from '@/state/session';
import { fetchMemberInfo, type MemberInfo } from './member-info';

/**
 * What the member centre shows beyond the rank progress (state/member.ts, loaded whenever a token
 * is set): the member info (GET /wps/member/info: without it the page offers a retry), the deposit
 * settings (GET MCSFE_getDepositSettings) and the profile icon (GET /wps/member/profileIcon). The
 * last two are optional: a failure hides their part, the page still shows.
 */
export interface Deposits {
  count: number;
  /** firstDeposit 'Y'. */
  firstDone: boolean;
}

export interface MemberCentre {
  info: MemberInfo;
  deposits: Deposits | null;
  /** The chosen icon, 1…count; null when never chosen or unknown. */
  icon: number | null;
}

export function readDeposits(raw: unknown): Deposits {
  const v = (raw ?? {}) as Record<string, unknown>;
  const count = Number(v.totalDepositSuccessCount);
  return { count: Number.isFinite(count) && count > 0 ? Math.floor(count) : 0, firstDone: v.firstDeposit === 'Y' };
}

/** `fresh`: the refresh when the page is visible again asks for the rank progress too. */
export async function loadMemberCentre({ fresh = false } = {}): Promise<MemberCentre> {
  const token = getToken();
  if (token) void loadRankProgress(token, { fresh });
  // Member info alerts on failure where it loads the page; a background refresh keeps quiet.
  const [info, deposits, icon] = await Promise.all([
    fresh ? fetchMemberInfo({ alert: 'caller' }) : fetchMemberInfo(),
    api.call(depositSettings).then(readDeposits, () => null),
    api.call(profileIcon).then((v) => (typeof v?.icon === 'number' && Number.isInteger(v.icon) && v.icon > 0 ? v.icon : null), () => null),
  ]);
  return { info, deposits, icon };
}

export function saveIcon(icon: number): Promise<null> {
  return api.call(saveProfileIcon, { body: { icon } });
}
