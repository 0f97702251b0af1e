import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/database.ts';
import { AppError } from './errors.ts';
import { isUuid } from './ids.ts';

/** `sessionId`: the refresh-token family the access token was issued for, if any. */
export type AuthUser = { id: string; isAdmin: boolean; sessionId: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/** What an access token says: whose it is, the user's token version then, and its sign-in family. */
export type AccessClaims = { userId: string; version: number; sessionId: string | null };

export type AccessTokens = {
  issue(userId: string, options?: { version?: number; sessionId?: string }): Promise<string>;
  verify(token: string): Promise<AccessClaims | null>;
};

export function accessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (userId, options = {}) =>
      new SignJWT({ typ: 'access', ver: options.version ?? 0, ...(options.sessionId ? { sid: options.sessionId } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
        const version = typeof payload.ver === 'number' ? payload.ver : 0;
        return { userId: payload.sub, version, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
      } catch {
        return null;
      }
    },
  };
}

const unauthenticated = () => new AppError('not_authenticated');

/**
 * `requireUser` / `requireAdmin` preHandlers: a valid bearer token of a user who still exists and
 * whose token version has not moved on since (a new password ends every earlier access token).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; tokens: AccessTokens }) => {
    app.decorateRequest('user', null);

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw unauthenticated();
      const claims = await opts.tokens.verify(match[1]!);
      if (!claims || !isUuid(claims.userId)) throw unauthenticated();
      const row = await opts.db
        .selectFrom('users')
        .select(['id', 'is_admin', 'token_version'])
        .where('id', '=', claims.userId)
        .executeTakeFirst();
      if (!row || row.token_version !== claims.version) throw unauthenticated();
      request.user = { id: row.id, isAdmin: row.is_admin, sessionId: claims.sessionId };
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
