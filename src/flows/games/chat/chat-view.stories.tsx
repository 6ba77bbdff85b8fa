import { ChatView, type ChatState } from './chat-view';

const noop = () => undefined;
// The stand-in chat: a page of its own, as the frame would show (a data: URL needs no server).
const chat = 'data:text/html,<body style="margin:0;font:16px sans-serif"><h1 style="margin:0;padding:12px;background:%230f172a;color:%23fff;font-size:18px">Goldcrest · Chat</h1><p style="padding:12px">Hello, how can we help?</p></body>';
const view = (state: ChatState, fullscreen: { active: boolean } | null = { active: false }) => (
  <ChatView state={state} ready busy={false} fullscreen={fullscreen} onFullscreen={noop} onRetry={noop} onBack={noop} />
);

export const Opening = () => view({ kind: 'launching' });
export const OpenInFrame = () => view({ kind: 'open', url: chat });
export const OpenInFrameFullscreen = () => view({ kind: 'open', url: chat }, { active: true });
export const ReadyInNewTab = () => view({ kind: 'tab', url: 'https://chat.siamspin.example/c?t=1' });
export const TimedOut = () => view({ kind: 'timeout' });
export const Failed = () => view({ kind: 'failed', message: 'Chat service is busy.' });
export const Refused = () => view({ kind: 'refused' });
export const NoPermissions = () => view({ kind: 'no-permissions' });
export const ChatOff = () => view({ kind: 'off' });
