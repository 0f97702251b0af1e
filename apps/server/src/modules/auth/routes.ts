import { endpoints, type TokenResponse } from '@ideapilot/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sameOriginOnly } from '../../http/same-origin.ts';
import { route } from '../../http/routes.ts';
import { presentUser } from '../users/present.ts';
import type { AuthService, SignIn } from './service.ts';

export const REFRESH_COOKIE = 'refresh_token';
export const COOKIE_PATH = '/api/auth';

export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: AuthService; secureCookies: boolean; authPerMinute: number; publicUrl: string },
) {
  const { auth } = opts;
  // The two endpoints the refresh cookie authenticates.
  const cookieAuthenticated = { preHandler: sameOriginOnly(opts.publicUrl) };
  const limited = { config: { rateLimit: { max: opts.authPerMinute, timeWindow: '1 minute' } } };

  function setRefreshCookie(reply: FastifyReply, session: SignIn) {
    reply.setCookie(REFRESH_COOKIE, session.refresh.token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: opts.secureCookies,
      // No expiry without "remember me": the cookie ends with the browser session.
      ...(session.refresh.persistent ? { expires: session.refresh.expiresAt } : {}),
    });
  }

  function tokenAnswer(reply: FastifyReply, session: SignIn): TokenResponse {
    setRefreshCookie(reply, session);
    return { access_token: session.accessToken, token_type: 'bearer' };
  }

  route(
    app,
    endpoints.register,
    async (request) => {
      const user = await auth.register(request.body);
      return { id: user.id, email: user.email, message: 'Registration successful. Please check your e-mail to verify your address.' };
    },
    limited,
  );

  route(
    app,
    endpoints.signIn,
    async (request, reply) => {
      const { username, password, remember_me } = request.body;
      return tokenAnswer(reply, await auth.signIn(username, password, remember_me === 'true'));
    },
    limited,
  );

  route(app, endpoints.refresh, async (request, reply) => {
    try {
      return tokenAnswer(reply, await auth.refresh(request.cookies[REFRESH_COOKIE]));
    } catch (err) {
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      throw err;
    }
  }, cookieAuthenticated);

  route(
    app,
    endpoints.signOut,
    async (request, reply) => {
      await auth.signOut(request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
    },
    cookieAuthenticated,
  );

  route(
    app,
    endpoints.signInWithGoogle,
    async (request, reply) => {
      const session = await auth.signInWithGoogle(request.body.token);
      return { ...tokenAnswer(reply, session), user: presentUser(session.user) };
    },
    limited,
  );

  route(
    app,
    endpoints.forgotPassword,
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { message: 'If an account exists for this address, we have sent a link to reset its password.' };
    },
    limited,
  );

  route(
    app,
    endpoints.resetPassword,
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.new_password);
      return { message: 'Your password has been reset. You can now sign in.' };
    },
    limited,
  );

  route(app, endpoints.verifyEmail, async (request) => {
    await auth.verifyEmail(request.body.token);
    return { message: 'Your e-mail address is verified.' };
  });
}
