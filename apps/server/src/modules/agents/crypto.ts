import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Provider API keys at rest: AES-256-GCM with the row id as associated data, so a ciphertext
 * copied onto another row does not decrypt. Stored as `v1.<iv>.<ciphertext>.<tag>` (base64url).
 */
export function encryptSecret(key: Buffer, rowId: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(rowId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, ciphertext, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** Throws when the key, the row or the ciphertext does not match. */
export function decryptSecret(key: Buffer, rowId: string, stored: string): string {
  const [version, iv, ciphertext, tag] = stored.split('.');
  if (version !== 'v1' || !iv || ciphertext === undefined || !tag) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(rowId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
