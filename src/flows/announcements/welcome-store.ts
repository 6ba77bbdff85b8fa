import { storage } from '@/lib/storage';
import type { WelcomeGroup, WelcomeSeen } from './welcome-rules';

/**
 * What the welcome images remember: the file name last shown per group, per merchant, on this
 * device (local storage), and that the player dismissed them this session (session storage).
 *
 *   localStorage['welcome-seen:LVN'] = {"m_popup1":"welcome-1.jpg","m_popup2":"welcome-2.jpg"}
 *   sessionStorage['welcome-dismissed'] = '1'
 */
const seenKey = (merchantCode: string) => `welcome-seen:${merchantCode}`;
const DISMISSED = 'welcome-dismissed';

export function readWelcomeSeen(merchantCode: string): WelcomeSeen {
  const raw = storage.getJson<Record<string, unknown>>('local', seenKey(merchantCode));
  const seen: WelcomeSeen = {};
  for (const group of ['m_popup1', 'm_popup2'] as const) if (typeof raw?.[group] === 'string') seen[group] = raw[group];
  return seen;
}

export function markWelcomeSeen(merchantCode: string, group: WelcomeGroup, file: string): void {
  storage.setJson('local', seenKey(merchantCode), { ...readWelcomeSeen(merchantCode), [group]: file });
}

export const welcomeDismissed = (): boolean => storage.get('session', DISMISSED) === '1';
export const dismissWelcome = (): void => void storage.set('session', DISMISSED, '1');
