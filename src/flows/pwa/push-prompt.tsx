import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { loadTextPack } from '@/lib/i18n/i18n';
import type { PushController } from './push-controller';
import { PushPromptView } from './push-prompt-view';

/** The prompt's texts: a text pack (src/locales/push/), fetched when the prompt is about to show. */
const pack = import.meta.glob<string>('../../locales/push/*.json', { query: '?url', import: 'default', eager: true });
let texts: Promise<void> | null = null;
export const loadPushTexts = (): Promise<void> =>
  (texts ??= loadTextPack(pack).catch((error: unknown) => {
    texts = null;
    throw error;
  }));

/** The push prompt wired to its controller; pwa-start.ts mounts it in the shell's slot. */
export function PushPrompt({ controller }: { controller: PushController }) {
  const { view } = useSnapshot(controller.state);
  const [ready, setReady] = useState(false);
  const wanted = view !== 'hidden';
  useEffect(() => {
    if (wanted && !ready) void loadPushTexts().then(() => setReady(true), () => undefined);
  }, [wanted, ready]);
  if (view === 'hidden' || !ready) return null;
  return <PushPromptView view={view} onAllow={() => void controller.allow()} onLater={controller.later} onCloseTips={controller.closeTips} />;
}
