import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queries, queryKeys } from '../../lib/queries.ts';
import { assembleAgents } from './agent-view.ts';

/** The three agent lists, fetched in parallel on entry; `reload` fetches all three again after a change. */
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
    error: configs.error ?? templates.error ?? formats.error,
    reload,
  };
}
