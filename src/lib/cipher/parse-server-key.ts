import { base64ToBytes } from './bytes';
import { CipherUnavailableError } from './cipher-unavailable-error';
import { isCipherScheme, type CipherScheme } from './cipher-scheme';

/** Keys shorter than this are refused (docs/wire-contract.md section 3). */
export const MIN_MODULUS_BITS = 2048;

/** A server public key that passed every check; only parseServerKey makes one. */
export interface ServerKey {
  /** Base64 of the DER SubjectPublicKeyInfo, as the server sent it (jsencrypt takes it as is). */
  readonly spkiBase64: string;
  /** The same key imported for RSA-OAEP with SHA-256 (the AES-GCM scheme wraps with it). */
  readonly oaepKey: CryptoKey;
  readonly modulusLength: number;
  /** Which schemes this server accepts, from its `RSA` and `DES` flags. */
  readonly accepts: Readonly<Record<CipherScheme, boolean>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates the answer of `GET /wps/session/key/rsa` for the merchant's `scheme`:
 *
 *   { "success": true, "rsaKey": "MIIBIjANBgkqh...", "RSA": true, "DES": true }
 *
 * The key is imported with WebCrypto, which both proves it is an RSA SubjectPublicKeyInfo and
 * tells us its modulus length; that is why this is async. Both schemes wrap their body key with
 * RSA, so both need `RSA: true`; the legacy scheme also needs `DES: true`.
 *
 * Every failure is a CipherUnavailableError (fail closed) whose message holds no key material.
 */
export async function parseServerKey(response: unknown, scheme: CipherScheme): Promise<ServerKey> {
  if (!isCipherScheme(scheme)) throw new CipherUnavailableError('scheme-unknown');
  if (!isRecord(response) || response.success !== true) throw new CipherUnavailableError('key-fetch-failed');

  const accepts = {
    DES: response.RSA === true && response.DES === true,
    'AES-GCM': response.RSA === true,
  } as const;
  if (!accepts[scheme]) throw new CipherUnavailableError('scheme-not-accepted');

  const spkiBase64 = typeof response.rsaKey === 'string' ? response.rsaKey.replace(/\s+/g, '') : '';
  const der = base64ToBytes(spkiBase64);
  if (!der) throw new CipherUnavailableError('key-unparsable');

  const subtle = (globalThis.crypto as Crypto | undefined)?.subtle;
  if (!subtle) throw new CipherUnavailableError('crypto-missing');

  let oaepKey: CryptoKey;
  try {
    oaepKey = await subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  } catch {
    throw new CipherUnavailableError('key-unparsable');
  }
  const modulusLength = (oaepKey.algorithm as Partial<RsaHashedKeyAlgorithm>).modulusLength ?? 0;
  if (modulusLength < MIN_MODULUS_BITS) throw new CipherUnavailableError('key-too-short');

  return { spkiBase64, oaepKey, modulusLength, accepts };
}
