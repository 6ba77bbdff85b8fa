import type { WireCall } from '../define-call';
import type * as S from '../shapes';

export const launchChat: WireCall<{ params: S.LaunchChatParams }, { chatUrl: string }> = { method: 'GET', path: '/wps/relay/CBS_launchChat', auth: 'token', alert: 'dialog' };
