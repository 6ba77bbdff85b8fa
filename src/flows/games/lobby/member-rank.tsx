import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSnapshot } from 'valtio';
import { api } from '@/lib/http';
import { memberInfo } from '@/lib/wire/calls/member-info';
import { member, setMemberInfo } from '@/state/member';
import { useLobbyTexts } from './lobby-texts';

/**
 * The member's VIP rank beside their name in home's header: the club label's name, else the VIP
 * level; nothing for a member without VIP. Reads the member info the app holds, and loads it
 * (GET /wps/member/info) when no one has yet. A lazy part: the first paint shows the name alone.
 */
export default function MemberRank() {
  const { t } = useTranslation();
  const { info } = useSnapshot(member);
  const ready = useLobbyTexts();
  useEffect(() => {
    if (member.info) return;
    // An optional badge: a failure shows nothing rather than a dialog.
    void api.call(memberInfo, { alert: 'caller' }).then((v) => {
      if (v && typeof v === 'object' && !member.info) setMemberInfo({ ...v, id: String(v.id ?? ''), clubLabel: v.clubLabel ?? null, vipRankLevel: typeof v.vipRankLevel === 'number' ? v.vipRankLevel : null, hasVip: Boolean(v.hasVip) });
    }, () => undefined);
  }, []);
  if (!ready || !info?.hasVip) return null;
  // The club label is the rank's own name ('VIP 1', 'Gold'); a bare level reads 'VIP 3'.
  const rank = info.clubLabel?.labelName || (info.vipRankLevel !== null ? t('lobby.vip', { rank: info.vipRankLevel }) : '');
  return rank ? <span className="home__rank">{rank}</span> : null;
}
