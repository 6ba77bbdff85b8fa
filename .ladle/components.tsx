import type { GlobalProvider } from '@ladle/react';
import { StoryProvider } from '../src/ui/testing/story-provider';

export const Provider: GlobalProvider = ({ children }) => <StoryProvider>{children}</StoryProvider>;
