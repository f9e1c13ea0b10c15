import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inboxKeys } from '../inbox.keys';

/** POST /inbox/read-all. */
export function markAllInboxRead(): Promise<unknown> {
  return api.post('/inbox/read-all');
}

export function useMarkAllInboxRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllInboxRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
