import type { StaticPage, StaticPageCreateInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeChangedStaticPage } from './invalidate-static-pages';

/** POST /static-pages: saved as a draft, or published at once (`publish`). Silent: a taken key lands on its field. */
export function createStaticPage(input: StaticPageCreateInput): Promise<DataResponse<StaticPage>> {
  return api.post<DataResponse<StaticPage>>('/static-pages', input, { silent: true });
}

export function useCreateStaticPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaticPage,
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return storeChangedStaticPage(queryClient, response.data);
    },
  });
}
