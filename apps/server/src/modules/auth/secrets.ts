import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's Algorithm.Argon2id; the const enum cannot be imported under verbatimModuleSyntax.
const ARGON2ID = 2;

/** argon2id with the library's recommended cost (19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

// Verifying against a real hash when the account is missing keeps the answer time the same.
const dummyHash = hashPassword('not-a-real-password');

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(storedHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
