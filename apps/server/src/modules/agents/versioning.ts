import type { ProviderConfigRow } from './repository.ts';

/**
 * How much a change moves an agent's version: major for what it runs on (provider, model, role),
 * minor for its prompt, patch for parameters and key. Turning it on or off is no new version.
 */
export type Bump = 'major' | 'minor' | 'patch';

const RANK: Record<Bump, number> = { patch: 1, minor: 2, major: 3 };

/** The larger of two bumps (null: none yet). */
export const larger = (a: Bump | null, b: Bump | null): Bump | null => (!a ? b : !b ? a : RANK[a] >= RANK[b] ? a : b);

export function nextVersion(row: Pick<ProviderConfigRow, 'major' | 'minor' | 'patch'>, bump: Bump) {
  if (bump === 'major') return { major: row.major + 1, minor: 0, patch: 0 };
  if (bump === 'minor') return { major: row.major, minor: row.minor + 1, patch: 0 };
  return { major: row.major, minor: row.minor, patch: row.patch + 1 };
}

/** Equal as JSON values; key order does not count (jsonb keeps its own). */
export const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, canonical(v)]));
}
