import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
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
  fireEvent.change(select, { target: { value: 'VI' } });
  expect(select.value).toBe('VI');
  expect(onChange).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(17));
  expect(onChange).toHaveBeenCalledExactlyOnceWith('VI');
  expect(select.value).toBe('VI');
  expect(screen.getByRole('option', { name: 'Tiếng Việt' })).toHaveProperty('selected', true);
});
