import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createSigner, createVerifier } from 'fast-jwt';
import type { UserRow } from '../db/schema.ts';
import { AppError } from './errors.ts';
import { isUuid } from './ids.ts';

/**
 * `sessionId`: the refresh-token family the access token was issued for, if any. `row`: the user's
 * whole row as the guard read it, for routes that answer with it — one read per request, not two.
 */
export type AuthUser = { id: string; isAdmin: boolean; sessionId: string | null; row: UserRow };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireConsent: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/** What an access token says: whose it is, the user's token version then, and its sign-in family. */
export type AccessClaims = { userId: string; version: number; sessionId: string | null };

export type AccessTokens = {
  issue(userId: string, options?: { version?: number; sessionId?: string }): Promise<string>;
  verify(token: string): Promise<AccessClaims | null>;
};

/** How many verified access tokens are remembered: more than the users one instance serves at once. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function accessTokens(secret: string, ttlSeconds: number): AccessTokens {
  // fast-jwt verifies HMAC synchronously; an async WebCrypto verify cost a tenth of an authenticated
  // read (docs/decisions/2026-11-24-performance.md). The algorithm is pinned and `exp` is required.
  // A token seen before is found in fast-jwt's cache (keyed by the token's SHA-256, good until its
  // `exp`) instead of being decoded and checked again; a bad token is never cached.
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const decode = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp'], cache: VERIFIED_TOKENS_KEPT });
  return {
    issue: async (userId, options = {}) =>
      sign({ typ: 'access', sub: userId, ver: options.version ?? 0, ...(options.sessionId ? { sid: options.sessionId } : {}) }),
    async verify(token) {
      let payload: Record<string, unknown>;
      try {
        payload = decode(token);
      } catch {
        return null;
      }
      if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
      const version = typeof payload.ver === 'number' ? payload.ver : 0;
      return { userId: payload.sub, version, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
    },
  };
}

const unauthenticated = () => new AppError('not_authenticated');

/**
 * `requireUser` / `requireConsent` / `requireAdmin` preHandlers: a valid bearer token of a user who
 * still exists, whose token version has not moved on since (a new password ends every earlier
 * access token), and whose sign-in was not ended (a logout ends its access tokens). `loadUser`
 * answers both of the user and the sign-in in one statement: one round trip per authenticated request.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { loadUser: (id: string, sessionId: string | null) => Promise<UserRow | undefined>; tokens: AccessTokens }) => {
    app.decorateRequest('user', null);

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw unauthenticated();
      const claims = await opts.tokens.verify(match[1]!);
      if (!claims || !isUuid(claims.userId) || (claims.sessionId !== null && !isUuid(claims.sessionId))) throw unauthenticated();
      const row = await opts.loadUser(claims.userId, claims.sessionId);
      if (!row || row.token_version !== claims.version) throw unauthenticated();
      request.user = { id: row.id, isAdmin: row.is_admin, sessionId: claims.sessionId, row };
    });

    // The AI work (a turn, a canvas build or rework, a Vibe run) is for users who have accepted the
    // policies: the founder's words go to a model, and the policies say chats may train it. The
    // guard's row is read afresh each request, so a consent revoked in another tab counts at once.
    app.decorate('requireConsent', async (request: FastifyRequest) => {
      await app.requireUser(request);
      if (!request.user?.row.has_consent) throw new AppError('consent_required');
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await app.requireUser(request);
      if (!request.user?.isAdmin) throw new AppError('admin_required');
    });
  },
  { name: 'auth' },
);

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
