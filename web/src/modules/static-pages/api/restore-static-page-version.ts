import type { StaticPage } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeChangedStaticPage } from './invalidate-static-pages';

/**
 * POST /static-pages/{id}/versions/{version}/restore: that version is published again as a new
 * version, and becomes the draft. Silent: the confirmation shows a refusal.
 */
export function restoreStaticPageVersion(id: number, version: number): Promise<DataResponse<StaticPage>> {
  return api.post<DataResponse<StaticPage>>(`/static-pages/${id}/versions/${version}/restore`, undefined, {
    silent: true,
  });
}

export function useRestoreStaticPageVersion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => restoreStaticPageVersion(id, version),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return storeChangedStaticPage(queryClient, response.data);
    },
  });
}
