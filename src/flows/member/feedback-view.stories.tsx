import { EMPTY_DRAFT, type Draft } from './feedback-form';
import { FeedbackView } from './feedback-view';

const noop = () => undefined;
const typed: Draft = { category: 'withdrawal', message: 'My withdrawal from yesterday evening is still pending. Order 88213.', contact: '+84 912 345 678' };
const props = { onChange: noop, onSubmit: noop, onAnother: noop, onBack: noop };

export const Idle = () => <FeedbackView {...props} draft={EMPTY_DRAFT} status={{ kind: 'idle' }} />;
export const Typed = () => <FeedbackView {...props} draft={typed} status={{ kind: 'idle' }} />;
export const Empty = () => <FeedbackView {...props} draft={EMPTY_DRAFT} status={{ kind: 'empty' }} />;
export const Sending = () => <FeedbackView {...props} draft={typed} status={{ kind: 'sending' }} />;
export const ErrorServer = () => <FeedbackView {...props} draft={typed} status={{ kind: 'error', failure: { kind: 'server' } }} />;
export const ErrorTimeout = () => <FeedbackView {...props} draft={typed} status={{ kind: 'error', failure: { kind: 'timeout' } }} />;
export const ErrorOffline = () => <FeedbackView {...props} draft={typed} status={{ kind: 'error', failure: { kind: 'offline' } }} />;
export const ErrorRefused = () => <FeedbackView {...props} draft={typed} status={{ kind: 'error', failure: { kind: 'refused', message: 'You have sent too many messages. Please wait a few minutes.' } }} />;
export const Sent = () => <FeedbackView {...props} draft={EMPTY_DRAFT} status={{ kind: 'sent', reference: 'FB-20261125-0042' }} />;
