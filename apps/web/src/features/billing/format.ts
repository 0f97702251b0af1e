import type { Plan } from '@ideapilot/contract';

/** Amounts come in the currency's smallest unit (cents). */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** In UTC, as the server writes dates into its messages ("stays active until …"): one date on one card. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "Unlimited" is never shown as a number. */
export const tokenCount = (n: number | null | undefined) => (n === null ? 'Unlimited' : n === undefined ? '…' : String(n));

export function planPrice(plan: Plan): string {
  // Named "Free" already: the price says what it costs ("$0"), not the name again.
  if (plan.price_cents === 0) return formatMoney(0, plan.currency).replace(/\.00$/, '');
  return `${formatMoney(plan.price_cents, plan.currency)}${plan.interval ? ` / ${plan.interval}` : ''}`;
}

export function planTokens(plan: Plan): string {
  if (plan.unlimited) return 'Unlimited tokens';
  if (plan.price_cents === 0) return `${plan.tokens_per_period} tokens to start`;
  return `${plan.tokens_per_period} tokens every ${plan.interval ?? 'period'}`;
}
