import { createHash, randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import type { Config } from '../../config.ts';

// @node-rs/argon2's Algorithm.Argon2id; the const enum cannot be imported under verbatimModuleSyntax.
const ARGON2ID = 2;

/** argon2id with the library's recommended cost (19 MiB, 2 passes). */
const RECOMMENDED: Options = { algorithm: ARGON2ID };
/**
 * argon2id at its lowest cost, for test runs only (NODE_ENV=test): a run signs up and signs in
 * hundreds of accounts, and hashing them at the recommended cost took about 7 % of the server
 * suite's CPU. See docs/decisions/2026-11-23-test-databases.md.
 */
const LOWEST: Options = { algorithm: ARGON2ID, memoryCost: 64, timeCost: 1, parallelism: 1 };

export type Passwords = {
  hash(password: string): Promise<string>;
  /** Whether `password` matches `storedHash`; a missing hash is checked against a real one all the same. */
  verify(storedHash: string | null, password: string): Promise<boolean>;
};

/**
 * Hashes at the cost for `nodeEnv`. A hash names its own cost, so every hash verifies whatever
 * cost this server hashes at.
 */
export function passwords(nodeEnv: Config['NODE_ENV']): Passwords {
  const options = nodeEnv === 'test' ? LOWEST : RECOMMENDED;
  const hashPassword = (password: string) => hash(password, options);
  // Verifying against a real hash when the account is missing keeps the answer time the same.
  let dummyHash: Promise<string> | undefined;
  return {
    hash: hashPassword,
    async verify(storedHash, password) {
      try {
        return await verify(storedHash ?? (await (dummyHash ??= hashPassword('not-a-real-password'))), password);
      } catch {
        return false;
      }
    },
  };
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
