// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('verifies the right password only, and salts every hash', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(a).not.toBe(b);
    expect(a).not.toContain('demo1234');
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo12345', a)).toBe(false);
    expect(await verifyPassword('demo1234', 'md5$abc')).toBe(false);
  });
});
