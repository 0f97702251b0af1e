import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { KEY_RULES, type Config } from './config.ts';

export type Keys = { jwtSecret: string; encryptionKey: Buffer };

/** The file's keys are held to the rules of JWT_SECRET and ENCRYPTION_KEY. */
const StoredKeys = z.object({ jwt_secret: KEY_RULES.jwtSecret.optional(), encryption_key: KEY_RULES.encryptionKey.optional() });
type StoredKeys = z.infer<typeof StoredKeys>;

/**
 * JWT_SECRET / ENCRYPTION_KEY when set; otherwise keys generated once and kept in DATA_DIR, so
 * `npm start` needs no settings and sign-ins survive a restart. Several instances must share them
 * through the environment.
 */
export function loadKeys(config: Pick<Config, 'DATA_DIR' | 'JWT_SECRET' | 'ENCRYPTION_KEY'>): Keys {
  const file = join(config.DATA_DIR, 'secrets.json');
  const stored = !config.JWT_SECRET || !config.ENCRYPTION_KEY ? readOrCreate(file) : {};
  const jwtSecret = config.JWT_SECRET ?? stored.jwt_secret;
  const encryptionKey = config.ENCRYPTION_KEY ?? stored.encryption_key;
  if (!jwtSecret || !encryptionKey) throw new Error(`${file} is missing a key; delete it to generate new ones`);
  return { jwtSecret, encryptionKey: Buffer.from(encryptionKey, 'hex') };
}

/**
 * The keys file, created whole if it is missing: written and flushed under a name of its own, then
 * linked into place, which fails if another process starting beside this one got there first (its
 * keys are then read). Written in place, a second process could read it half-written, or write
 * its own keys. Where the file system has no hard links it is created in place, still only if
 * absent.
 */
function readOrCreate(file: string): StoredKeys {
  if (existsSync(file)) return readKeys(file);
  const fresh: StoredKeys = { jwt_secret: randomBytes(48).toString('base64url'), encryption_key: randomBytes(32).toString('hex') };
  const text = JSON.stringify(fresh, null, 2);
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(draft, text, { mode: 0o600, flush: true });
    linkSync(draft, file);
    return fresh;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readKeys(file);
    writeFileSync(file, text, { mode: 0o600, flag: 'wx', flush: true });
    return fresh;
  } finally {
    rmSync(draft, { force: true });
  }
}

function readKeys(file: string): StoredKeys {
  let problem: string;
  try {
    const parsed = StoredKeys.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
    problem = parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
  } catch (err) {
    problem = (err as Error).message;
  }
  throw new Error(`${file} cannot be read (${problem}); delete it to generate new keys, or set JWT_SECRET and ENCRYPTION_KEY`);
}

export const testKeys = (): Keys => ({ jwtSecret: randomBytes(48).toString('base64url'), encryptionKey: randomBytes(32) });
