import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { SETTLE_MS } from './after-paint';
import LanguageSelect from './language-select';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Page({ onChange }: { onChange: (lang: Language) => void }) {
  const [lang, setLang] = useState<Language>('EN');
  return (
    <LanguageSelect
      value={lang}
      options={['EN', 'VI', 'TH']}
      label="Language"
      onChange={(l) => {
        onChange(l);
        setLang(l);
      }}
    />
  );
}

it('shows the chosen language at once and switches after the next frame', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  const onChange = vi.fn();
  render(<Page onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
  fireEvent.focus(select); // the player reaches the chooser first
  fireEvent.change(select, { target: { value: 'VI' } });
  expect(select.value).toBe('VI');
  expect(onChange).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(17));
  expect(onChange).toHaveBeenCalledExactlyOnceWith('VI');
  expect(select.value).toBe('VI');
  expect(screen.getByRole('option', { name: 'Tiếng Việt' })).toHaveProperty('selected', true);
});

const names = () => screen.getAllByRole('option').map((o) => o.textContent);

it('lists the language on view until the page has settled and the other names are laid out, then all of them', async () => {
  vi.useFakeTimers();
  render(<LanguageSelect value="TH" options={['EN', 'TH', 'UR']} label="Language" onChange={() => undefined} />);
  expect(names()).toEqual(['ไทย']);
  expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('TH');
  await act(() => vi.advanceTimersByTimeAsync(SETTLE_MS - 100));
  expect(names()).toEqual(['ไทย']);
  await act(() => vi.advanceTimersByTimeAsync(2100));
  expect(names()).toEqual(['English', 'ไทย', 'اردو']);
  expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('TH');
});

it.each([
  ['a touch', (el: HTMLElement) => fireEvent.pointerDown(el)],
  ['a focus', (el: HTMLElement) => fireEvent.focus(el)],
])('lists every name at once on %s before then', (_, reach) => {
  vi.useFakeTimers(); // the layouts never get their turn
  render(<LanguageSelect value="EN" options={['EN', 'KM', 'BN']} label="Language" onChange={() => undefined} />);
  expect(names()).toEqual(['English']);
  reach(screen.getByRole('combobox'));
  expect(names()).toEqual(['English', 'ខ្មែរ', 'বাংলা']);
});
