import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, draftOf, keepDraft, takeDraft, useFormDraft } from './form-draft';

const stored = () => Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)]));

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

function loginForm(values: Record<string, string>) {
  document.body.innerHTML = `<form>
    <input name="username" value="${values.username ?? ''}">
    <input name="password" type="password" value="${values.password ?? ''}">
    <input name="mobileNum" type="tel" value="${values.mobileNum ?? ''}">
    <input name="verificationCode" value="${values.verificationCode ?? ''}">
    <input name="captcha" value="${values.captcha ?? ''}">
    <input name="secret" type="password" value="x">
  </form>`;
}

describe('form draft (what survives the reload a missing chunk causes)', () => {
  it('keeps the username and mobile number, never the password, the SMS code or the captcha', () => {
    loginForm({ username: 'player1', password: 'Secret#123', mobileNum: '0812345678', verificationCode: '654321', captcha: 'abcd' });
    keepDraft('/m/login', draftOf(document));
    const text = JSON.stringify(stored());
    expect(text).toContain('player1');
    expect(text).toContain('0812345678');
    for (const secret of ['Secret#123', '654321', 'abcd', '"x"']) expect(text).not.toContain(secret);
  });

  it('never stores a field outside the list, even when a caller passes it', () => {
    keepDraft('/m/login', { username: 'p', password: 'Secret#123' } as Record<string, string>);
    expect(JSON.stringify(stored())).not.toContain('Secret#123');
  });

  it('an input of type password is never read, whatever its name', () => {
    document.body.innerHTML = '<form><input name="username" type="password" value="hidden"></form>';
    expect(draftOf(document)).toEqual({});
  });

  it('is restored once, on the same path, then deleted', () => {
    keepDraft('/m/login', { username: 'player1' }, 1000);
    expect(takeDraft('/m/login', 2000)).toEqual({ username: 'player1' });
    expect(stored()).toEqual({});
    expect(takeDraft('/m/login', 2000)).toEqual({});
  });

  it('another page or an old draft restores nothing, and is deleted too', () => {
    keepDraft('/m/login', { username: 'player1' }, 1000);
    expect(takeDraft('/m/register', 2000)).toEqual({});
    expect(stored()).toEqual({});
    keepDraft('/m/login', { username: 'player1' }, 1000);
    expect(takeDraft('/m/login', 1000 + DRAFT_MAX_AGE_MS)).toEqual({});
  });

  it('nothing typed keeps nothing', () => {
    loginForm({});
    keepDraft('/m/login', draftOf(document));
    expect(stored()).toEqual({});
  });

  it('useFormDraft keeps the page’s form when a chunk fails, and stops when unmounted', () => {
    history.replaceState(null, '', '/m/login');
    loginForm({ username: 'player1', password: 'Secret#123' });
    const { result, unmount } = renderHook(() => useFormDraft());
    expect(result.current).toEqual({});
    act(() => void window.dispatchEvent(new Event('vite:preloadError')));
    expect(JSON.stringify(stored())).toContain('player1');
    expect(JSON.stringify(stored())).not.toContain('Secret#123');
    sessionStorage.clear();
    unmount();
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(stored()).toEqual({});
  });
});
