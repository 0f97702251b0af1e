import type { CurrentSubscription, PlanListResponse, TransactionListResponse } from '@ideapilot/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api.ts';

/** Spec §4: subscription data is fresh for 5 minutes. */
const FRESH_MS = 5 * 60_000;

export const subscriptionKeys = {
  current: ['subscription', 'current'] as const,
  plans: ['subscription', 'plans'] as const,
  history: ['subscription', 'history'] as const,
  transactions: ['subscription', 'transactions'] as const,
};

const currentQuery = {
  queryKey: subscriptionKeys.current,
  queryFn: () => api<CurrentSubscription>('/api/subscriptions/current'),
  staleTime: FRESH_MS,
};
const plansQuery = {
  queryKey: subscriptionKeys.plans,
  queryFn: () => api<PlanListResponse>('/api/subscriptions/plans', { auth: false }),
  staleTime: FRESH_MS,
};

/** Startup preload (spec §4); failures are only logged. */
export function preloadSubscription(client: QueryClient) {
  const logged = (err: unknown) => console.warn('Subscription preload failed', err);
  client.prefetchQuery(currentQuery).catch(logged);
  client.prefetchQuery(plansQuery).catch(logged);
}

/**
 * The force flag of spec §4: after subscribe, manage, cancel or a return from checkout, the
 * current subscription, its history and the transactions are fetched again (plans stay cached).
 */
export function refreshSubscription(client: QueryClient) {
  return Promise.all(
    [subscriptionKeys.current, subscriptionKeys.history, subscriptionKeys.transactions].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

export const useCurrentSubscription = (enabled: boolean) => useQuery({ ...currentQuery, enabled });
export const usePlans = () => useQuery(plansQuery);

export const useTransactions = (enabled: boolean) =>
  useQuery({
    queryKey: subscriptionKeys.transactions,
    queryFn: () => api<TransactionListResponse>('/api/subscriptions/transactions'),
    staleTime: FRESH_MS,
    enabled,
  });
