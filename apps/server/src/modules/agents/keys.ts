import type { FastifyBaseLogger } from 'fastify';
import { decryptSecret, encryptSecret } from './crypto.ts';
import type { ProviderConfigRow } from './repository.ts';

/** Provider API keys: encrypted with the row's id as associated data; a key that no longer decrypts is logged and treated as missing. */
export function providerKeys(deps: { encryptionKey: Buffer; log: FastifyBaseLogger }) {
  return {
    decrypt(row: Pick<ProviderConfigRow, 'id' | 'api_key_encrypted'>): string | null {
      try {
        return decryptSecret(deps.encryptionKey, row.id, row.api_key_encrypted);
      } catch {
        deps.log.error({ configId: row.id }, 'provider API key does not decrypt; was ENCRYPTION_KEY changed?');
        return null;
      }
    },
    encrypt: (configId: string, key: string) => encryptSecret(deps.encryptionKey, configId, key),
  };
}

export type ProviderKeys = ReturnType<typeof providerKeys>;
