import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inboxKeys } from '../inbox.keys';

/** POST /inbox/{id}/read. */
export function markInboxItemRead(id: number): Promise<unknown> {
  return api.post(`/inbox/${id}/read`, undefined, { silent: true });
}

export function useMarkInboxItemRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInboxItemRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
