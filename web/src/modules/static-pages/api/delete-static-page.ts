import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staticPageKeys } from '../static-pages.keys';
import { invalidateStaticPageLists } from './invalidate-static-pages';

/** DELETE /static-pages/{id}, with its versions. Silent: the confirmation shows a refusal. */
export function deleteStaticPage(id: number): Promise<unknown> {
  return api.delete(`/static-pages/${id}`, { silent: true });
}

export function useDeleteStaticPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaticPage,
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: staticPageKeys.detail(id) });
      return invalidateStaticPageLists(queryClient);
    },
  });
}
