import { PushPromptView } from './push-prompt-view';

const noop = () => undefined;

export const PushAsk = () => <PushPromptView view="ask" onAllow={noop} onLater={noop} onCloseTips={noop} />;
export const PushAsking = () => <PushPromptView view="asking" onAllow={noop} onLater={noop} onCloseTips={noop} />;
export const PushDeniedTips = () => <PushPromptView view="denied" onAllow={noop} onLater={noop} onCloseTips={noop} />;
