import { generateKeyPairSync, type KeyObject } from 'node:crypto';

export interface SandboxKeyPair {
  /** Base64 of the DER SubjectPublicKeyInfo: the `rsaKey` field of GET /wps/session/key/rsa. */
  rsaKey: string;
  privateKey: KeyObject;
}

/** One 2048-bit pair per sandbox process, made at start (about 100 ms). */
export function createKeyPair(): SandboxKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { rsaKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'), privateKey };
}
