import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/database.ts';
import { AppError } from './errors.ts';

export type AuthUser = { id: string; isAdmin: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export type AccessTokens = {
  issue(userId: string): Promise<string>;
  verify(token: string): Promise<string | null>;
};

export function accessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (userId) =>
      new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return payload.typ === 'access' && typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}

const unauthenticated = () => new AppError('not_authenticated');

/** `requireUser` / `requireAdmin` preHandlers: a valid bearer token of a user who still exists. */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; tokens: AccessTokens }) => {
    app.decorateRequest('user', null);

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw unauthenticated();
      const userId = await opts.tokens.verify(match[1]!);
      if (!userId) throw unauthenticated();
      const row = await opts.db.selectFrom('users').select(['id', 'is_admin']).where('id', '=', userId).executeTakeFirst();
      if (!row) throw unauthenticated();
      request.user = { id: row.id, isAdmin: row.is_admin };
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
