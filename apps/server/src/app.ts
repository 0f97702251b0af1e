import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { endpoints, type PublicConfig } from '@ideapilot/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { listenerOf, poolUsage, type Db } from './db/database.ts';
import { accessTokens, authPlugin, type AccessTokens } from './http/auth.ts';
import { contentSecurityPolicy } from './http/csp.ts';
import { errorHandler, refuse } from './http/errors.ts';
import { healthRoutes } from './http/health.ts';
import { loggerOptions, requestIdHeader, requestIdOptions } from './http/logging.ts';
import { securityHeaders } from './http/security-headers.ts';
import { countedMetering, createMetrics, metricsRoute, requestMetrics, type Metrics } from './http/metrics.ts';
import { openApi } from './http/openapi.ts';
import { openStreams } from './http/open-streams.ts';
import { route } from './http/routes.ts';
import { webApp } from './http/web-app.ts';
import type { Keys } from './keys.ts';
import { sweeper } from './sweeper.ts';
import { googleVerifier, type GoogleVerifier } from './modules/auth/google.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { authService, type AuthService } from './modules/auth/service.ts';
import { passwords } from './modules/auth/secrets.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { meteringService } from './modules/metering/service.ts';
import { subscriptionsRoutes } from './modules/subscriptions/routes.ts';
import { subscriptionsService } from './modules/subscriptions/service.ts';
import { billingRoutes, sandboxRoutes, stripeWebhookRoutes } from './modules/billing/routes.ts';
import { sandboxPages, sandboxProvider, settleSandboxPeriods } from './modules/billing/sandbox.ts';
import { billingService, type BillingService } from './modules/billing/service.ts';
import { stripeProvider, type StripeSettings } from './modules/billing/stripe.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { usersService, type UsersService } from './modules/users/service.ts';
import { createAi, firstOfChain } from './ai/index.ts';
import { accountDataRepository } from './modules/account-data/repository.ts';
import { accountDataRoutes } from './modules/account-data/routes.ts';
import { accountDataService } from './modules/account-data/service.ts';
import { agentsRoutes } from './modules/agents/routes.ts';
import { agentsAdminService } from './modules/agents/admin-service.ts';
import { providerKeys, type ProviderKeys } from './modules/agents/keys.ts';
import { agentChainResolver, fallbackRecorder, keptChains } from './modules/agents/resolve.ts';
import { agentTrials } from './modules/agents/trials.ts';
import { canvasRepository } from './modules/canvas/repository.ts';
import { canvasRoutes } from './modules/canvas/routes.ts';
import { canvasService } from './modules/canvas/service.ts';
import { chatRepository } from './modules/chat/repository.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { chatService } from './modules/chat/service.ts';
import { memoryStreamHub } from './modules/chat/stream-hub.ts';
import { redisStreamHub } from './modules/chat/redis-stream-hub.ts';
import { searchRepository } from './modules/search/repository.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { searchService } from './modules/search/service.ts';
import { sessionsRepository } from './modules/sessions/repository.ts';
import { sessionsRoutes } from './modules/sessions/routes.ts';
import { sessionsService } from './modules/sessions/service.ts';
import { vibeExecutor } from './modules/vibe/executor.ts';
import { vibeRepository } from './modules/vibe/repository.ts';
import { vibeRoutes } from './modules/vibe/routes.ts';
import { vibeService } from './modules/vibe/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    /** The accounts service, for start-up work outside a request (the admin account). */
    users: UsersService;
    /** The sign-in service, for the same (ADMIN_PASSWORD taking an account over). */
    auth: AuthService;
  }
}

export type AppDeps = {
  config: Config;
  db: Db;
  keys: Keys;
  /** Shared rate-limit counters across instances; in-process when absent. */
  redis?: Redis;
  /**
   * No other process has the database open (the server on the embedded one, which it locks), so
   * what is pending at start-up was cut off: the start-up sweep refunds it whatever its age.
   */
  ownsDatabase?: boolean;
  /** The built web app to serve; none in API tests. */
  webDist?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the real Google check; tests point the real one at a local fake instead. */
  google?: GoogleVerifier | null;
  mailer?: Mailer;
  /** Sees every route as it is registered: the suites that cover every endpoint are built from it. */
  onRoute?: (route: RouteOptions) => void;
  /** The Stripe client when Stripe is configured; tests point one at a local Stripe-shaped server. */
  stripe?: Stripe;
};

export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    ...requestIdOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // A URL the router cannot read (bad percent-encoding, a path part over 100 characters) is
    // refused with {detail}, as a bad body is.
    frameworkErrors: refuse,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  // Every route's request is validated, and its answer serialized, by the contract's zod schemas.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = accessTokens(deps.keys.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS);
  const https = publicUrl(config).startsWith('https:');
  const mailer = deps.mailer ?? createMailer({
      db,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      logger: app.log,
      // The terminal of a local install is the only inbox it has; elsewhere links stay out of the log.
      logBodies: config.NODE_ENV === 'development' && !https,
      // A failed delivery is tried again at the sweeps: first after two of them, then after twice as long each time.
      retryBaseMs: config.SWEEP_INTERVAL_MS,
    });
  const google =
    deps.google !== undefined
      ? deps.google
      : config.GOOGLE_CLIENT_ID
        ? googleVerifier({ clientId: config.GOOGLE_CLIENT_ID, tokenInfoUrl: config.GOOGLE_TOKENINFO_URL, userInfoUrl: config.GOOGLE_USERINFO_URL })
        : null;
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  metrics.countOpenStreamsWith(() => app.openStreams.size);
  metrics.measurePoolWith(() => poolUsage(db));
  const stripe = stripeSettings(deps);
  const keys = providerKeys({ encryptionKey: deps.keys.encryptionKey, log: app.log });
  app.decorate('openStreams', openStreams());
  const s = services(app, deps, { mailer, google, tokens, metrics, stripe, keys });
  app.decorate('users', s.users);
  app.decorate('auth', s.auth);

  await app.register(requestIdHeader);
  await app.register(requestMetrics, { metrics });
  await app.register(errorHandler);
  await app.register(securityHeaders, {
    contentSecurityPolicy: { directives: { ...contentSecurityPolicy(config), upgradeInsecureRequests: https ? [] : null } },
    hsts: https,
    // Google's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // Cookies are parsed by the endpoints that read one (refreshCookieOf), not on every request.
  await app.register(cookie, { hook: false });
  await app.register(formbody);
  await app.register(rateLimit, { global: false, ...(deps.redis ? { redis: deps.redis } : {}) });
  await app.register(authPlugin, { tokens, loadUser: s.users.findSignedIn });
  await app.register(openApi);

  await app.register(healthRoutes, { db, redis: deps.redis });
  route(app, endpoints.publicConfig, async () => publicConfig(config));
  await app.register(authRoutes, { auth: s.auth, secureCookies: https, authPerMinute: config.RATE_LIMIT_AUTH_PER_MINUTE, publicUrl: publicUrl(config) });
  await app.register(usersRoutes, { users: s.users });
  await app.register(subscriptionsRoutes, { subscriptions: s.subscriptions });
  await app.register(billingRoutes, { billing: s.billing });
  await app.register(stripeWebhookRoutes, { billing: s.billing, stripe });
  if (!stripe) {
    await app.register(sandboxRoutes, { pages: sandboxPages({ db, billing: s.billing }) });
    runSandboxClock(app, { db, billing: s.billing });
  }
  app.addHook('onClose', () => s.hub.close());
  await app.register(sessionsRoutes, { sessions: s.sessions });
  await app.register(chatRoutes, { chat: s.chat, chatPerMinute: config.RATE_LIMIT_CHAT_PER_MINUTE });
  await app.register(agentsRoutes, { agents: s.agents, trials: s.agentTrials, changed: s.agentChains.forget });
  await app.register(canvasRoutes, { canvas: s.canvas, reworksPerMinute: config.RATE_LIMIT_CHAT_PER_MINUTE });
  await app.register(searchRoutes, { search: s.search });
  await app.register(vibeRoutes, { vibe: s.vibe, perMinute: config.RATE_LIMIT_CHAT_PER_MINUTE });
  await app.register(accountDataRoutes, { accountData: s.accountData, authPerMinute: config.RATE_LIMIT_AUTH_PER_MINUTE });
  await app.register(sweeper, {
    chat: s.chat,
    canvas: s.canvas,
    vibe: s.vibe,
    mailer,
    pendingLimitMs: config.TURN_PENDING_LIMIT_MS,
    startupPendingLimitMs: deps.ownsDatabase ? 0 : config.TURN_PENDING_LIMIT_MS,
    intervalMs: config.SWEEP_INTERVAL_MS,
  });

  if (config.METRICS_TOKEN) await app.register(metricsRoute, { metrics, token: config.METRICS_TOKEN });
  await app.register(webApp, { dist: deps.webDist ?? null });
  return app;
}

/**
 * Every module's service, built here and nowhere else: a module reaches another only through the
 * service it is handed.
 */
function services(
  app: FastifyInstance,
  deps: AppDeps,
  shared: { mailer: Mailer; google: GoogleVerifier | null; tokens: AccessTokens; metrics: Metrics; stripe: StripeSettings | null; keys: ProviderKeys },
) {
  const { config, db } = deps;
  const { metrics, keys } = shared;
  const metering = countedMetering(meteringService(db, app.log), metrics);
  const users = usersService({ db, metering });
  const auth = authService({
    db,
    tokens: shared.tokens,
    mailer: shared.mailer,
    users,
    passwords: passwords(config.NODE_ENV),
    publicUrl: publicUrl(config),
    google: shared.google,
    refreshSecret: deps.keys.jwtSecret,
    refreshGraceMs: config.REFRESH_GRACE_SECONDS * 1000,
  });
  const subscriptions = subscriptionsService({ metering });
  const billing = billingService({ db, metering, provider: shared.stripe ? stripeProvider(shared.stripe, app.log) : sandboxProvider(db), log: app.log });
  const agents = agentsAdminService({ db, keys, allowPrivateUrls: config.ALLOW_PRIVATE_MODEL_URLS });
  const agentTrialRuns = agentTrials({ db, keys, allowPrivateUrls: config.ALLOW_PRIVATE_MODEL_URLS });
  const agentChains = keptChains(agentChainResolver({ db, keys }), listenerOf(db));
  app.addHook('onClose', () => agentChains.close());
  const agentChain = agentChains.chain;
  const ai = createAi({
    chain: agentChain,
    firstWordMs: config.MODEL_FIRST_TOKEN_TIMEOUT_MS,
    onFallback: fallbackRecorder({ db, log: app.log }),
    coachDelayMs: config.COACH_DELAY_MS,
    allowPrivateUrls: config.ALLOW_PRIVATE_MODEL_URLS,
    log: app.log,
    observeModel: metrics.observeModel,
  });
  const retentionMs = config.STREAM_RETENTION_SECONDS * 1000;
  const hub = deps.redis ? redisStreamHub({ redis: deps.redis, retentionMs, log: app.log }) : memoryStreamHub({ retentionMs });
  /**
   * Stops the runs of the turns, block reworks and Vibe Coding runs whose rows a deletion took or a
   * sweep failed (here or on another instance); what is deleted or failed stays so if this fails.
   */
  const stopRuns = async (ids: string[]) => {
    for (const id of ids) await hub.stopRun(id).catch((err: unknown) => app.log.warn({ err, refId: id }, 'could not stop the run of ended work'));
  };
  const stoppable = (key: string) => hub.stoppable(key);
  const sessions = sessionsService({ db, sessions: sessionsRepository, metering, stopRuns });
  const chat = chatService({ db, ai, metering, sessions, chat: chatRepository, log: app.log, metrics, hub, runs: app.openStreams });
  const canvas = canvasService({ db, ai, metering, sessions, repo: canvasRepository, chat, stoppable, stopRuns, log: app.log });
  const search = searchService({ db, repo: searchRepository });
  const executor = vibeExecutor({
    resolve: firstOfChain(agentChain),
    ai,
    allowPrivateUrls: config.ALLOW_PRIVATE_MODEL_URLS,
    firstWordMs: config.MODEL_FIRST_TOKEN_TIMEOUT_MS,
    log: app.log,
  });
  const vibe = vibeService({ db, sessions, metering, executor, repo: vibeRepository, stoppable, stopRuns, log: app.log });
  const accountData = accountDataService({
    db,
    repo: accountDataRepository,
    auth,
    chat,
    users,
    metering,
    beforeAccountDeleted: (user) => billing.cancelForAccountDeletion(user.id),
    stopRuns,
    log: app.log,
  });
  return { users, auth, subscriptions, billing, agents, agentTrials: agentTrialRuns, agentChains, sessions, hub, chat, canvas, search, vibe, accountData };
}

const SANDBOX_CLOCK_MS = 60_000;

/** Renews or ends sandbox subscriptions whose period is over, once a minute while the app runs. */
function runSandboxClock(app: FastifyInstance, deps: { db: Db; billing: BillingService }) {
  const timer = setInterval(() => {
    settleSandboxPeriods(deps).catch((err: unknown) => app.log.error({ err }, 'sandbox billing clock failed'));
  }, SANDBOX_CLOCK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Stripe when its keys are configured; otherwise payments go through the embedded sandbox. */
function stripeSettings({ config, stripe }: AppDeps): StripeSettings | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET || !config.STRIPE_PRICES) return null;
  return {
    client: stripe ?? new Stripe(config.STRIPE_SECRET_KEY),
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    prices: config.STRIPE_PRICES,
    publicUrl: publicUrl(config),
  };
}

function publicConfig(config: Config): PublicConfig {
  const analytics: PublicConfig['analytics'] = config.PLAUSIBLE_DOMAIN
    ? { tool: 'plausible', domain: config.PLAUSIBLE_DOMAIN, script_url: config.PLAUSIBLE_SCRIPT_URL }
    : config.GA4_MEASUREMENT_ID
      ? { tool: 'ga4', measurement_id: config.GA4_MEASUREMENT_ID }
      : { tool: 'none' };
  return { google_client_id: config.GOOGLE_CLIENT_ID ?? null, support_email: config.SUPPORT_EMAIL, analytics };
}
