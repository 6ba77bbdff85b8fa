import { useSnapshot } from 'valtio';
import { textPack } from '@/lib/i18n/text-pack';
import type { PushController } from './push-controller';
import { PushPromptView } from './push-prompt-view';

/** The prompt's texts: a text pack (src/locales/push/), fetched when the prompt is about to show. */
const texts = textPack(import.meta.glob<string>('@/locales/push/*.json', { query: '?url', import: 'default', eager: true }));

/** The push prompt wired to its controller; pwa-start.ts mounts it in the shell's slot. */
export function PushPrompt({ controller }: { controller: PushController }) {
  const { view } = useSnapshot(controller.state);
  const ready = texts.useReady(view !== 'hidden');
  if (view === 'hidden' || !ready) return null;
  return <PushPromptView view={view} onAllow={() => void controller.allow()} onLater={controller.later} onCloseTips={controller.closeTips} />;
}
