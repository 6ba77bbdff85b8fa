import { BenefitsView } from './benefits-view';
import { storyFormats, storyLevels } from './story-data';

const noop = () => undefined;
const base = { fmt: storyFormats, onBack: noop, onRetry: noop };

export const Loading = () => <BenefitsView {...base} state={{ kind: 'loading' }} />;
export const Levels = () => <BenefitsView {...base} state={{ kind: 'ready', value: { levels: storyLevels, current: 1, active: true } }} />;
export const BenefitsNotActive = () => <BenefitsView {...base} state={{ kind: 'ready', value: { levels: storyLevels, current: 3, active: false } }} />;
export const Empty = () => <BenefitsView {...base} state={{ kind: 'ready', value: { levels: [], current: null, active: false } }} />;
export const Failed = () => <BenefitsView {...base} state={{ kind: 'error' }} />;
