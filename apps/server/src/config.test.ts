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
