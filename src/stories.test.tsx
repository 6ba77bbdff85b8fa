import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoryProvider } from '@/ui/testing/story-provider';

/**
 * Every Ladle story renders, and renders something: a story that throws or comes out empty fails
 * here rather than in someone's browser.
 */
const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

afterEach(cleanup);

describe('stories', () => {
  const entries = Object.entries(modules).flatMap(([file, mod]) =>
    Object.entries(mod)
      .filter(([name, value]) => name !== 'default' && typeof value === 'function')
      .map(([name, value]) => [`${file.replace('./', '')} › ${name}`, value as ComponentType] as const),
  );

  it('exist', () => expect(entries.length).toBeGreaterThan(10));

  it.each(entries)('%s renders', (_name, Story) => {
    const { container } = render(<StoryProvider><Story /></StoryProvider>);
    expect(container.textContent?.trim().length ?? 0).toBeGreaterThan(0);
  });
});
