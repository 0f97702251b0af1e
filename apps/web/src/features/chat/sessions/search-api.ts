import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** Full-text search over the founder's own sessions; the previous answer stays while the next loads. */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['chat', 'search', q] as const,
    queryFn: ({ signal }) => call('searchSessions', { query: { q }, signal }),
    enabled: q.length > 0,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
