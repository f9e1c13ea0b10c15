import type { Court } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { courtKeys } from '../courts.keys';
import { invalidateCourts } from './invalidate-courts';

/**
 * POST /courts/{id}/archive, or /restore (back to the status it had). Silent: the confirm dialog
 * shows a refusal ("already archived") inside.
 */
export function setCourtArchived(id: number, archived: boolean): Promise<DataResponse<Court>> {
  return api.post<DataResponse<Court>>(`/courts/${id}/${archived ? 'archive' : 'restore'}`, undefined, {
    silent: true,
  });
}

export function useSetCourtArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) => setCourtArchived(id, archived),
    onSuccess: (response, { id }) => {
      queryClient.setQueryData(courtKeys.detail(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
    },
    onSettled: () => invalidateCourts(queryClient),
  });
}
