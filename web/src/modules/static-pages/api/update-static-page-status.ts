import type { StaticPage } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeChangedStaticPage } from './invalidate-static-pages';

/** PATCH /static-pages/{id}/status: shown to the public or hidden. Silent: the confirmation shows a refusal. */
export function updateStaticPageStatus(id: number, isActive: boolean): Promise<DataResponse<StaticPage>> {
  return api.patch<DataResponse<StaticPage>>(
    `/static-pages/${id}/status`,
    { is_active: isActive },
    { silent: true },
  );
}

export function useUpdateStaticPageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => updateStaticPageStatus(id, isActive),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return storeChangedStaticPage(queryClient, response.data);
    },
  });
}
