import { defineCall } from '../define-call';
import type * as S from '../shapes';

export const launchChat = defineCall<{ params: S.LaunchChatParams }, { chatUrl: string }>({ method: 'GET', path: '/wps/relay/CBS_launchChat', auth: 'token', alert: 'dialog' });
