/**
 * What encryptBody hands to the http layer: the replacement request body (a JSON string literal,
 * so `Content-Type: application/json` stays true) and the three headers the server needs.
 */
export interface EncryptedBody {
  body: string;
  headers: Record<'Encryption' | 'X-RSA' | 'X-Digest', string>;
}
