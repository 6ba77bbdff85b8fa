// The launch, trial and chat pages share one chunk (their code is mostly shared: the deadline, the texts,
// the checked navigation): one lazy file rather than three.
export { default as LaunchScreen } from './launch-screen';
export { default as TrialScreen } from './trial-screen';
export { default as ChatScreen } from '../chat/chat-screen';
