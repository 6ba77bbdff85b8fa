/**
 * The two body ciphers the `/wps` endpoints understand (docs/wire-contract.md section 3).
 * The merchant manifest (`security.cipher`) picks one; the server tells them apart by the
 * `Encryption` request header, which carries exactly this string.
 */
export type CipherScheme = 'DES' | 'AES-GCM';

export const CIPHER_SCHEMES: readonly CipherScheme[] = ['DES', 'AES-GCM'];

export function isCipherScheme(value: unknown): value is CipherScheme {
  return value === 'DES' || value === 'AES-GCM';
}
