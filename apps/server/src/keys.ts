import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';

export type Keys = { jwtSecret: string; encryptionKey: Buffer };

/**
 * JWT_SECRET / ENCRYPTION_KEY when set; otherwise keys generated once and kept in DATA_DIR, so
 * `npm start` needs no settings and sign-ins survive a restart. Several instances must share them
 * through the environment.
 */
export function loadKeys(config: Config): Keys {
  let stored: { jwt_secret?: string; encryption_key?: string } = {};
  const file = join(config.DATA_DIR, 'secrets.json');
  if (!config.JWT_SECRET || !config.ENCRYPTION_KEY) {
    if (existsSync(file)) {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } else {
      stored = { jwt_secret: randomBytes(48).toString('base64url'), encryption_key: randomBytes(32).toString('hex') };
      mkdirSync(config.DATA_DIR, { recursive: true });
      writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    }
  }
  const jwtSecret = config.JWT_SECRET ?? stored.jwt_secret;
  const encryptionKey = config.ENCRYPTION_KEY ?? stored.encryption_key;
  if (!jwtSecret || !encryptionKey) throw new Error(`${file} is missing a key; delete it to generate new ones`);
  return { jwtSecret, encryptionKey: Buffer.from(encryptionKey, 'hex') };
}

export const testKeys = (): Keys => ({ jwtSecret: randomBytes(48).toString('base64url'), encryptionKey: randomBytes(32) });
