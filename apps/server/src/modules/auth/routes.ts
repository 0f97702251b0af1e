import { endpoints, type TokenResponse } from '@ideapilot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { clearRefreshCookie, COOKIE_PATH, REFRESH_COOKIE, refreshCookieOf } from '../../http/refresh-cookie.ts';
import { sameOriginOnly } from '../../http/same-origin.ts';
import { route } from '../../http/routes.ts';
import type { AuthService, SignIn } from './service.ts';

export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: AuthService; secureCookies: boolean; authPerMinute: number; publicUrl: string },
) {
  const { auth } = opts;
  // The two endpoints the refresh cookie authenticates, and the three that set it: a sign-in posted
  // by another site's form would sign the browser into the other site's account (login CSRF).
  const ownPagesOnly = sameOriginOnly(opts.publicUrl);
  const cookieAuthenticated = { preHandler: ownPagesOnly };
  const limited = { config: { rateLimit: { max: opts.authPerMinute, timeWindow: '1 minute' } } };
  const signingIn = { ...limited, preHandler: ownPagesOnly };
  // Guesses of the current password with a stolen access token: the sign-in budget, per account.
  const limitedPerUser = {
    config: {
      rateLimit: {
        max: opts.authPerMinute,
        timeWindow: '1 minute',
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
      },
    },
  };

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
    signingIn,
  );

  route(
    app,
    endpoints.signIn,
    async (request, reply) => {
      const { username, password, remember_me } = request.body;
      return tokenAnswer(reply, await auth.signIn(username, password, remember_me === 'true'));
    },
    signingIn,
  );

  route(app, endpoints.refresh, async (request, reply) => {
    try {
      return tokenAnswer(reply, await auth.refresh(refreshCookieOf(request)));
    } catch (err) {
      // Only a refused token ends the cookie: a database away for a moment (503) leaves a good one.
      if (err instanceof AppError && err.code === 'refresh_invalid') clearRefreshCookie(reply);
      throw err;
    }
  }, cookieAuthenticated);

  route(
    app,
    endpoints.signOut,
    async (request, reply) => {
      await auth.signOut(refreshCookieOf(request));
      clearRefreshCookie(reply);
    },
    cookieAuthenticated,
  );

  route(
    app,
    endpoints.signInWithGoogle,
    async (request, reply) => {
      const session = await auth.signInWithGoogle(request.body.token);
      return { ...tokenAnswer(reply, session), user: session.user };
    },
    signingIn,
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

  route(
    app,
    endpoints.changePassword,
    async (request) => {
      const user = currentUser(request);
      await auth.changePassword(user.id, request.body.current_password, request.body.new_password, user.sessionId);
      return { message: 'Password updated successfully' };
    },
    limitedPerUser,
  );

  route(app, endpoints.verifyEmail, async (request) => {
    await auth.verifyEmail(request.body.token);
    return { message: 'Your e-mail address is verified.' };
  });
}
