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

/** Where a key is sent: the provider, and the address and region its params point it at. */
type Destination = { provider: string; params: { base_url?: unknown; region?: unknown } };

/** A stored key is used only where it was saved for: the same provider, base URL and region. */
export const sameDestination = (a: Destination, b: Destination) =>
  a.provider === b.provider && (a.params.base_url ?? null) === (b.params.base_url ?? null) && (a.params.region ?? null) === (b.params.region ?? null);

export const KEY_FOR_NEW_DESTINATION = 'api_key: Enter the API key: a stored key is only sent to the provider, base URL and region it was saved with';
