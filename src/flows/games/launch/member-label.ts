import { api } from '@/lib/http';
import { memberInfo } from '@/lib/wire/calls/member-info';
import { member } from '@/state/member';

/**
 * The member's VIP label name for the launch's `labelName`: from the member info the app already
 * holds, else one GET /wps/member/info (within the launch's deadline, through its signal). The
 * launch does not depend on it: no label, or a failed call, sends ''.
 *
 *   member.info = { …, clubLabel: { labelName: 'Gold', … } }  →  'Gold'
 */
export async function memberLabelName(signal?: AbortSignal): Promise<string> {
  const known = member.info;
  if (known) return known.clubLabel?.labelName ?? '';
  try {
    // No dialog: a label the launch can do without is not worth an alert (the launch says what matters).
    const info = await api.call(memberInfo, { alert: 'caller', signal });
    const label = (info as { clubLabel?: { labelName?: unknown } | null }).clubLabel?.labelName;
    return typeof label === 'string' ? label : '';
  } catch {
    return '';
  }
}
