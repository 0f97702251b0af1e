import { useQuery, type QueryClient } from '@tanstack/react-query';
import { queries, queryKeys } from './queries.ts';

/** Startup preload; failures are only logged. */
export function preloadSubscription(client: QueryClient) {
  const logged = (err: unknown) => console.warn('Subscription preload failed', err);
  client.prefetchQuery(queries.currentSubscription()).catch(logged);
  client.prefetchQuery(queries.plans()).catch(logged);
}

/**
 * The force refresh after subscribe, manage, cancel or a return from checkout: the current
 * subscription, its history and the transactions are fetched again (plans stay cached).
 */
export function refreshSubscription(client: QueryClient) {
  return Promise.all(
    [queryKeys.currentSubscription, queryKeys.subscriptionHistory, queryKeys.transactions].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

export const useCurrentSubscription = (enabled: boolean) => useQuery({ ...queries.currentSubscription(), enabled });
export const usePlans = () => useQuery(queries.plans());
export const useTransactions = (enabled: boolean) => useQuery({ ...queries.transactions(), enabled });
