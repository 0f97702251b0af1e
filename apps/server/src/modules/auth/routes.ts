import {
  ForgotPasswordRequest,
  GoogleLoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  TokenRequest,
  VerifyEmailRequest,
  type MessageResponse,
  type RegisterResponse,
  type TokenResponse,
} from '@ideapilot/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parse } from '../../http/errors.ts';
import { presentUser } from '../users/present.ts';
import type { AuthService, SignIn } from './service.ts';

export const REFRESH_COOKIE = 'refresh_token';
export const COOKIE_PATH = '/api/auth';

export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: AuthService; secureCookies: boolean; authPerMinute: number },
) {
  const { auth } = opts;
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

  app.post('/auth/register', limited, async (request, reply): Promise<RegisterResponse> => {
    const user = await auth.register(parse(RegisterRequest, request.body));
    reply.status(201);
    return { id: user.id, email: user.email, message: 'Registration successful. Please check your e-mail to verify your address.' };
  });

  app.post('/auth/token', limited, async (request, reply) => {
    const body = parse(TokenRequest, request.body);
    return tokenAnswer(reply, await auth.signIn(body.username, body.password, body.remember_me === 'true'));
  });

  app.post('/auth/refresh', async (request, reply) => {
    try {
      return tokenAnswer(reply, await auth.refresh(request.cookies[REFRESH_COOKIE]));
    } catch (err) {
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      throw err;
    }
  });

  app.post('/auth/logout', async (request, reply) => {
    await auth.signOut(request.cookies[REFRESH_COOKIE]);
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
    return reply.status(204).send();
  });

  app.post('/auth/login/google', limited, async (request, reply) => {
    const body = parse(GoogleLoginRequest, request.body);
    const session = await auth.signInWithGoogle(body.token);
    return { ...tokenAnswer(reply, session), user: presentUser(session.user) };
  });

  const sameAnswer: MessageResponse = { message: 'If an account exists for this address, we have sent a link to reset its password.' };
  app.post('/auth/forgot-password', limited, async (request) => {
    await auth.forgotPassword(parse(ForgotPasswordRequest, request.body).email);
    return sameAnswer;
  });

  app.post('/auth/reset-password', limited, async (request): Promise<MessageResponse> => {
    const body = parse(ResetPasswordRequest, request.body);
    await auth.resetPassword(body.token, body.new_password);
    return { message: 'Your password has been reset. You can now sign in.' };
  });

  app.post('/auth/verify-email', async (request): Promise<MessageResponse> => {
    await auth.verifyEmail(parse(VerifyEmailRequest, request.body).token);
    return { message: 'Your e-mail address is verified.' };
  });
}
