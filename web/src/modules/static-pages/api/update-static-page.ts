import type { StaticPage, StaticPageDraftInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeChangedStaticPage } from './invalidate-static-pages';

/** PUT /static-pages/{id}: saves the draft, and publishes it with `publish`. Silent: a 422 lands on its field. */
export function updateStaticPage(id: number, input: StaticPageDraftInput): Promise<DataResponse<StaticPage>> {
  return api.put<DataResponse<StaticPage>>(`/static-pages/${id}`, input, { silent: true });
}

export function useUpdateStaticPage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaticPageDraftInput) => updateStaticPage(id, input),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return storeChangedStaticPage(queryClient, response.data);
    },
  });
}
