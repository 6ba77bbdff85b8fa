import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** Opening the chat: held to the game launch's 10 s. No dialog: the chat page shows the timeout or the server's message itself, with Retry and Back. */
export const launchChat: WireCall<{ params: S.LaunchChatParams }, { chatUrl: string }> = { method: 'GET', path: '/wps/relay/CBS_launchChat', auth: 'token', alert: 'caller', timeoutMs: 10_000 };
