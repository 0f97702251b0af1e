import { MIN_PASSWORD_LENGTH } from '@ideapilot/contract';
import { expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICES: 'starter:price_s, pro:price_p' };

it('reads Stripe price ids per plan', () => {
  expect(loadConfig(stripe).STRIPE_PRICES).toEqual({ starter: 'price_s', pro: 'price_p' });
  expect(loadConfig({}).STRIPE_PRICES).toBeUndefined();
});

it('refuses half a Stripe configuration, naming the variables', () => {
  expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_SECRET_KEY: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICES go together/);
  expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/go together/);
});

it('refuses a price list it cannot read', () => {
  expect(() => loadConfig({ ...stripe, STRIPE_PRICES: 'price_s' })).toThrow(/STRIPE_PRICES: must look like starter:price_123,pro:price_456/);
});

it('refuses a number setting that is set but blank, instead of reading it as 0', () => {
  for (const name of ['PORT', 'TURN_PENDING_LIMIT_MS', 'COACH_DELAY_MS', 'REFRESH_GRACE_SECONDS', 'SHUTDOWN_GRACE_SECONDS'] as const) {
    expect(() => loadConfig({ [name]: ' ' }), name).toThrow(`${name}: is set but blank: unset it or give a number`);
  }
  expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT: must be a number');
  expect(loadConfig({ PORT: ' 8080 ', SHUTDOWN_GRACE_SECONDS: '0.5' })).toMatchObject({ PORT: 8080, SHUTDOWN_GRACE_SECONDS: 0.5 });
});

it('refuses a URL setting that is not a URL of its kind, naming the variable', () => {
  const refused = {
    DATABASE_URL: ['notaurl', 'mysql://db.example.com/ideapilot'],
    REDIS_URL: ['127.0.0.1:6379', 'http://127.0.0.1:6379'],
    SMTP_URL: ['smtp.example.com', 'https://smtp.example.com'],
    PUBLIC_URL: ['example.com', 'ftp://example.com'],
  };
  for (const [name, values] of Object.entries(refused)) {
    for (const value of values) expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(new RegExp(`${name}: must be a URL starting with`));
  }
  const accepted = {
    DATABASE_URL: 'postgresql://app@db.example.com:5432/ideapilot',
    REDIS_URL: 'rediss://cache.example.com:6380',
    SMTP_URL: 'smtps://user:pass@smtp.example.com',
    PUBLIC_URL: 'https://ideapilot.example.com',
  };
  expect(loadConfig(accepted)).toMatchObject(accepted);
  expect(loadConfig({ DATABASE_URL: 'postgres://localhost/ideapilot', REDIS_URL: 'redis://127.0.0.1:6379', SMTP_URL: 'smtp://localhost:25', PUBLIC_URL: 'http://localhost:3000' })).toBeTruthy();
});

it('holds ADMIN_EMAIL and ADMIN_PASSWORD to the rules of a registration, and ADMIN_PASSWORD to ADMIN_EMAIL', () => {
  expect(() => loadConfig({ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'a-long-enough-passw0rd' })).toThrow('ADMIN_EMAIL: must be an e-mail address');
  expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'a' })).toThrow(`ADMIN_PASSWORD: must be at least ${MIN_PASSWORD_LENGTH} characters`);
  expect(() => loadConfig({ ADMIN_PASSWORD: 'a-long-enough-passw0rd' })).toThrow('ADMIN_PASSWORD: is set without ADMIN_EMAIL');
  // The one spelling accounts are found by.
  expect(loadConfig({ ADMIN_EMAIL: ' Boss@Example.COM ' }).ADMIN_EMAIL).toBe('boss@example.com');
});

it('refuses METRICS_PORT equal to PORT: the server could not listen on both', () => {
  expect(() => loadConfig({ PORT: '39177', METRICS_PORT: '39177' })).toThrow('METRICS_PORT: must differ from PORT');
  expect(loadConfig({ PORT: '39177', METRICS_PORT: '39178' }).METRICS_PORT).toBe(39178);
});

it('listens for metrics on METRICS_PORT on this machine only, unless METRICS_HOST opens it; a blank one is refused, not read as every address', () => {
  expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464' }).METRICS_HOST).toBe('127.0.0.1');
  expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: ' 0.0.0.0 ' }).METRICS_HOST).toBe('0.0.0.0');
  expect(() => loadConfig({ METRICS_HOST: ' ' })).toThrow('METRICS_HOST: is set but blank: unset it or give an address');
  expect(loadConfig({ METRICS_HOST: '::1' }).METRICS_HOST).toBe('::1');
  for (const METRICS_HOST of ['[::1]', 'localhost']) expect(() => loadConfig({ METRICS_HOST })).toThrow('METRICS_HOST: must be an IP address');
});
