import type { CreateSessionResponse } from '@ideapilot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { addSession } from '../queries.ts';

/** Puts a new variant on top of the sessions list and opens it. */
export function useOpenVariant(select: (id: string) => void) {
  const queryClient = useQueryClient();
  return useCallback(
    (created: CreateSessionResponse) => {
      addSession(queryClient, { id: created.session_id, name: created.name, created_at: created.created_at });
      select(created.session_id);
    },
    [queryClient, select],
  );
}
