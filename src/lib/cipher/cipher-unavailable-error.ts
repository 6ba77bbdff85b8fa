/**
 * Why encryption could not happen. For logs and tests only: the message shown to people is the
 * same for every reason, because the player can do exactly one thing about any of them (retry).
 */
export type CipherFailureReason =
  | 'key-fetch-failed' // GET /wps/session/key/rsa failed or answered success !== true
  | 'key-unparsable' // rsaKey missing, not Base64, or not an RSA SubjectPublicKeyInfo
  | 'key-too-short' // modulus under 2048 bits
  | 'scheme-not-accepted' // the server's RSA/DES flags do not allow the merchant's scheme
  | 'scheme-unknown' // the configured scheme is not 'DES' or 'AES-GCM'
  | 'crypto-missing' // no WebCrypto (e.g. a non-HTTPS origin)
  | 'module-load-failed' // the lazily loaded cipher chunk did not arrive
  | 'encrypt-failed'; // the library or WebCrypto refused to encrypt

const MESSAGE = 'Secure login is unavailable right now. Please retry.';

/**
 * Thrown (or rejected) whenever a body that must be encrypted cannot be. The caller then sends
 * nothing: we fail closed, never falling back to plaintext.
 *
 * Safe to show and to log: it carries no key material, plaintext or cause chain.
 *
 *   try { await api.call(login, { body: creds }) }
 *   catch (e) { if (e instanceof CipherUnavailableError) showRetry(e.message) }
 */
export class CipherUnavailableError extends Error {
  readonly code = 'cipher.unavailable' as const;
  readonly reason: CipherFailureReason;

  constructor(reason: CipherFailureReason) {
    super(MESSAGE);
    this.name = 'CipherUnavailableError';
    this.reason = reason;
  }
}
