import { useQuery, type QueryClient } from '@tanstack/react-query';
import { queries } from './queries.ts';

/** Startup preload (spec §4); failures are only logged. */
export function preloadSubscription(client: QueryClient) {
  const logged = (err: unknown) => console.warn('Subscription preload failed', err);
  client.prefetchQuery(queries.currentSubscription()).catch(logged);
  client.prefetchQuery(queries.plans()).catch(logged);
}

export const useCurrentSubscription = (enabled: boolean) => useQuery({ ...queries.currentSubscription(), enabled });
