import type { StaticPage } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeChangedStaticPage } from './invalidate-static-pages';

/** POST /static-pages/{id}/publish: the saved draft becomes the public version. Silent: the confirmation shows a refusal. */
export function publishStaticPage(id: number): Promise<DataResponse<StaticPage>> {
  return api.post<DataResponse<StaticPage>>(`/static-pages/${id}/publish`, undefined, { silent: true });
}

export function usePublishStaticPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishStaticPage,
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return storeChangedStaticPage(queryClient, response.data);
    },
  });
}
