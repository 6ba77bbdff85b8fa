// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firebaseErrorText, isFirebaseError } from './social-errors';

const t = (key: string) => `«${key}»`;

describe('firebaseErrorText', () => {
  it('gives the text for the code plus Code and Reason lines', () => {
    expect(firebaseErrorText({ code: 'auth/popup-blocked', message: 'Firebase: Error (auth/popup-blocked).' }, t)).toBe(
      '«firebase.auth/popup-blocked»\nCode: auth/popup-blocked\nReason: Firebase: Error (auth/popup-blocked).',
    );
  });

  it('falls back to auth/unknown for a code without its own text, keeping the real code', () => {
    expect(firebaseErrorText({ code: 'auth/internal-error', message: 'boom' }, t)).toBe('«firebase.auth/unknown»\nCode: auth/internal-error\nReason: boom');
    expect(firebaseErrorText(new Error('x'), t)).toBe('«firebase.auth/unknown»\nCode: auth/unknown\nReason: x');
    expect(firebaseErrorText(null, t)).toBe('«firebase.auth/unknown»\nCode: auth/unknown\nReason: auth/unknown');
  });

  it('says nothing for a popup the SDK cancelled itself', () => {
    expect(firebaseErrorText({ code: 'auth/cancelled-popup-request', message: 'x' }, t)).toBeNull();
  });

  it('tells Firebase errors from others', () => {
    expect(isFirebaseError({ code: 'auth/code-expired' })).toBe(true);
    expect(isFirebaseError({ code: 'bind_customer_required' })).toBe(false);
    expect(isFirebaseError(undefined)).toBe(false);
  });
});
