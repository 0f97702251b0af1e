import { isValidEmail, MIN_PASSWORD_LENGTH, normalizeEmail } from '@ideapilot/contract';
import { z } from 'zod';
import { isIP } from 'node:net';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** A number. `z.coerce.number()` alone reads a blank value ("", " ") as 0: a port picked at random, no pending limit. */
const number = (schema: z.ZodNumber) =>
  z.string().trim().min(1, 'is set but blank: unset it or give a number').transform(Number).refine(Number.isFinite, 'must be a number').pipe(schema);

/** A URL of one of `schemes` (`postgres`, `https`…); optional, as `optional`. */
const url = (...schemes: string[]) =>
  optional.pipe(
    z
      .string()
      .refine((v) => URL.canParse(v) && schemes.includes(new URL(v).protocol.slice(0, -1)), `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`)
      .optional(),
  );

/** The rules of the two keys, from the environment or from `DATA_DIR/secrets.json` (keys.ts). */
export const KEY_RULES = {
  jwtSecret: z.string().min(32, 'must be at least 32 characters'),
  encryptionKey: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)'),
};

/** Every setting the server reads. This module is the only reader of `process.env`. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: number(z.number().int().min(0).max(65535)).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  /** The built web app to serve; the workspace's own build by default. */
  WEB_DIST_DIR: optional,
  DATABASE_URL: url('postgres', 'postgresql'),
  REDIS_URL: url('redis', 'rediss'),
  PUBLIC_URL: url('http', 'https'),
  JWT_SECRET: optional.pipe(KEY_RULES.jwtSecret.optional()),
  ENCRYPTION_KEY: optional.pipe(KEY_RULES.encryptionKey.optional()),
  ACCESS_TOKEN_TTL_SECONDS: number(z.number().int().min(1)).default(900),
  /** Held to the rules of a registration: one spelling of an address, a password of the minimum length. */
  ADMIN_EMAIL: optional.pipe(z.string().transform(normalizeEmail).refine(isValidEmail, 'must be an e-mail address').optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`).optional()),
  SMTP_URL: url('smtp', 'smtps'),
  MAIL_FROM: z.string().default('IdeaPilot <no-reply@ideapilot.local>'),
  SUPPORT_EMAIL: z.string().default('support@ideapilot.app'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_USERINFO_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
  GOOGLE_TOKENINFO_URL: z.string().url().default('https://oauth2.googleapis.com/tokeninfo'),
  PLAUSIBLE_DOMAIN: optional,
  PLAUSIBLE_SCRIPT_URL: z.string().url().default('https://plausible.io/js/script.js'),
  GA4_MEASUREMENT_ID: optional,
  /** Pause before each word the offline coach streams: 30 ms is about 33 words a second, a model's pace. */
  COACH_DELAY_MS: number(z.number().int().min(0)).default(30),
  ALLOW_PRIVATE_MODEL_URLS: bool.default(false),
  /** How long a model call waits for an agent's first word (then the next agent of the role serves), and the longest silence between two chunks after it. */
  MODEL_FIRST_TOKEN_TIMEOUT_MS: number(z.number().int().min(100)).default(30_000),
  RATE_LIMIT_AUTH_PER_MINUTE: number(z.number().int().min(1)).default(10),
  /** Per signed-in user, for each of the two chat streams (a turn calls both once). */
  RATE_LIMIT_CHAT_PER_MINUTE: number(z.number().int().min(1)).default(60),
  TRUST_PROXY: bool.default(false),
  /** How long to wait for a PostgreSQL connection before answering 503. */
  DATABASE_CONNECT_TIMEOUT_MS: number(z.number().int().min(100)).default(3000),
  /** Longest a single SQL statement may run on PostgreSQL. */
  DATABASE_STATEMENT_TIMEOUT_MS: number(z.number().int().min(100)).default(15_000),
  /** A turn still pending after this long was cut off (crash, restart) and is failed and refunded. */
  TURN_PENDING_LIMIT_MS: number(z.number().int().min(0)).default(15 * 60_000),
  /** How often turns pending too long and expired outbox mail are swept. */
  SWEEP_INTERVAL_MS: number(z.number().int().min(1000)).default(60_000),
  /** A just-rotated refresh token still gets the same successor within this window (tabs racing). */
  REFRESH_GRACE_SECONDS: number(z.number().int().min(0).max(300)).default(30),
  /** How often expired sign-in tokens, spent e-mail links and old outbox mail are removed. */
  RETENTION_INTERVAL_MINUTES: number(z.number().int().min(1)).default(60),
  /** On SIGTERM/SIGINT, how long running turns and canvas rebuilds may take to finish before they are cut and refunded, and other requests before they are answered 503. */
  SHUTDOWN_GRACE_SECONDS: number(z.number().min(0)).default(25),
  STREAM_RETENTION_SECONDS: number(z.number().int().min(1).max(86_400)).default(600),
  /** Serves Prometheus metrics at /metrics to this bearer token. */
  METRICS_TOKEN: optional,
  /** Serves Prometheus metrics on this separate port, to the bearer of METRICS_TOKEN when it is set. */
  METRICS_PORT: optional.pipe(z.string().regex(/^\d+$/, 'must be a port number').transform(Number).pipe(z.number().int().min(1).max(65535)).optional()),
  /** Where METRICS_PORT listens: this machine only, unless the operator opens it (e.g. `0.0.0.0` for a scraper on a private network). */
  METRICS_HOST: z
    .string()
    .trim()
    .min(1, 'is set but blank: unset it or give an address')
    // An address, not a name: `localhost` may be ::1 only, and `[::1]` is how URLs write ::1.
    .refine((host) => isIP(host) !== 0, 'must be an IP address, e.g. 127.0.0.1, 0.0.0.0 or ::1')
    .default('127.0.0.1'),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Plan name → Stripe Price id, e.g. `starter:price_123,pro:price_456`. */
  STRIPE_PRICES: optional.pipe(
    z
      .string()
      .regex(/^\s*[a-z0-9_-]+\s*:\s*\S+?\s*(,\s*[a-z0-9_-]+\s*:\s*\S+?\s*)*$/, 'must look like starter:price_123,pro:price_456')
      .transform((v) => Object.fromEntries(v.split(',').map((pair) => pair.split(':').map((x) => x.trim()) as [string, string])))
      .optional(),
  ),
}).superRefine((c, ctx) => {
  if (c.ADMIN_PASSWORD && !c.ADMIN_EMAIL) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'is set without ADMIN_EMAIL' });
  if (c.METRICS_PORT && c.METRICS_PORT === c.PORT) ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
  // Stripe needs all three; half a configuration would silently fall back to the sandbox.
  const stripe = [c.STRIPE_SECRET_KEY, c.STRIPE_WEBHOOK_SECRET, c.STRIPE_PRICES];
  if (stripe.some(Boolean) && !stripe.every(Boolean)) {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICES go together' });
  }
});

export type Config = z.infer<typeof ConfigSchema>;

/** The names of every setting, for checks that deployment files set only real ones. */
export const CONFIG_VARIABLES = Object.keys(ConfigSchema.shape) as (keyof Config)[];

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** A config for tests and tools: the defaults, overridden. Never reads the environment. */
export function configWith(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', COACH_DELAY_MS: '0', ...overrides });
}
