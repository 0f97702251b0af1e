import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queries, queryKeys } from '../../lib/queries.ts';
import { assembleAgents } from './agent-view.ts';

/** The three agent lists, fetched in parallel on entry; `reload` fetches all three again (after a change, or to retry a failed load). */
export function useAgents() {
  const queryClient = useQueryClient();
  const [configs, templates, formats] = useQueries({ queries: [queries.agentConfigs(), queries.agentTemplates(), queries.agentFormats()] });
  const agents = useMemo(
    () => (configs.data && templates.data && formats.data ? assembleAgents(configs.data, templates.data, formats.data) : []),
    [configs.data, templates.data, formats.data],
  );
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.agents }), [queryClient]);
  return {
    agents,
    formats: formats.data ?? [],
    loading: configs.isPending || templates.isPending || formats.isPending,
    /** All three lists have arrived (a later refetch that fails keeps them). */
    loaded: !!(configs.data && templates.data && formats.data),
    error: configs.error ?? templates.error ?? formats.error,
    reload,
  };
}
