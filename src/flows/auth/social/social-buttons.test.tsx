import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@/locales/EN.json';
import { StoryProvider } from '@/ui/testing/story-provider';
import { SocialButtons } from './social-buttons';

/**
 * Each provider's button shows its mark (social-buttons.css draws it: the span only names it) and
 * is still named by the provider alone: the mark is decorative, first in the button so that it
 * comes before the name in either direction.
 */
const PROVIDERS = ['google', 'facebook', 'twitter', 'line', 'phone'] as const;
const NAMES = { google: 'Google', facebook: 'Facebook', twitter: 'X (Twitter)', line: 'LINE', phone: en['auth.social.phone'] };

afterEach(cleanup);

describe('SocialButtons: a mark per provider', () => {
  it.each(PROVIDERS)('%s: named by the provider, its mark first and hidden from assistive technology', (channel) => {
    render(<StoryProvider><SocialButtons providers={PROVIDERS} onChoose={() => undefined} /></StoryProvider>);
    const button = screen.getByRole('button', { name: NAMES[channel] });
    const mark = button.firstElementChild;
    expect(mark?.tagName).toBe('SPAN');
    expect(mark?.className).toBe(`social-mark social-mark--${channel}`);
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(mark?.textContent).toBe('');
    expect(button.textContent).toBe(NAMES[channel]);
    expect(button.classList).toContain(`social-btn--${channel}`);
  });

  it('the same marks on the disabled buttons that hold the place (the HTML shell, the part loading)', () => {
    render(<StoryProvider><SocialButtons providers={['line', 'google']} /></StoryProvider>);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => [(b as HTMLButtonElement).disabled, b.firstElementChild?.className])).toEqual([
      [true, 'social-mark social-mark--line'],
      [true, 'social-mark social-mark--google'],
    ]);
  });

  it('every mark class has a picture in the stylesheet, a file that exists', () => {
    // Node's URL helpers: the test's document has a URL class of its own, which node:fs refuses.
    const here = dirname(fileURLToPath(import.meta.url));
    const css = readFileSync(join(here, 'social-buttons.css'), 'utf8');
    for (const channel of PROVIDERS) {
      const rule = css.match(new RegExp(`\\.social-mark--${channel} \\{([^}]*)\\}`))?.[1] ?? '';
      const file = rule.match(/url\(\.\/(marks\/[\w-]+\.svg)\)/)?.[1];
      expect(file, channel).toBeDefined();
      expect(existsSync(join(here, file ?? '')), file).toBe(true);
    }
  });
});
