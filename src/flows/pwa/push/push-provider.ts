import { isDemoProject } from '@/lib/firebase-project';
import type { FirebaseConfig } from '@/runtime/merchant-manifest.generated';
import type { PwaContext } from '../pwa-context';
import type { PushProvider } from './push-controller';
import { sandboxPush } from './push-sandbox';

/** Web storage through the context, in the shape the push modules take. */
export const pushStore = (ctx: PwaContext, which: 'local' | 'session') => ({
  get: (key: string) => ctx.storage.get(which, key),
  set: (key: string, value: string) => void ctx.storage.set(which, key, value),
  remove: (key: string) => ctx.storage.remove(which, key),
});

/**
 * Where the device token comes from: Firebase Messaging (push-firebase.ts, loaded only when
 * needed), or for a Firebase demo project the sandbox stand-in (push-sandbox.ts). Used by push
 * for a session (push-start.ts) and by its end (push-end.ts).
 */
export function pushProvider(ctx: PwaContext, config: FirebaseConfig): () => Promise<PushProvider> {
  return () =>
    isDemoProject(config.projectId)
      ? Promise.resolve(sandboxPush(pushStore(ctx, 'local'), ctx.keys.pushSandboxId))
      : import('./push-firebase').then((m) => m.firebasePush(config));
}
