import { STORY_WELCOME_IMAGE } from './story-data';
import { WelcomeImageView } from './welcome-image-view';

const noop = () => undefined;

export const First = () => <WelcomeImageView variant="first" imageUrl={STORY_WELCOME_IMAGE} onSave={noop} onCopyLink={noop} onClose={noop} />;
export const Second = () => <WelcomeImageView variant="second" imageUrl={STORY_WELCOME_IMAGE} description="Get the Lucky VN app: faster results and an alert for every draw." onSave={noop} onClose={noop} />;
export const SecondDefaultText = () => <WelcomeImageView variant="second" imageUrl={STORY_WELCOME_IMAGE} onSave={noop} onClose={noop} />;
export const Saving = () => <WelcomeImageView variant="first" imageUrl={STORY_WELCOME_IMAGE} busy onSave={noop} onCopyLink={noop} onClose={noop} />;
