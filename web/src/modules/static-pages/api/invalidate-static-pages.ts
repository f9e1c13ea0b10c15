import type { StaticPage } from '@pickleball/domain';
import type { QueryClient } from '@tanstack/react-query';
import { staticPageKeys } from '../static-pages.keys';

/** After a page is created or deleted: the lists. */
export function invalidateStaticPageLists(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: staticPageKeys.lists() });
}

/**
 * After a change the API answered with the page (a save, publish, restore or status change): the
 * page as answered, and what the change may have moved: the lists, its versions (a publish or a
 * restore adds one) and the comparisons (the draft changes).
 */
export function storeChangedStaticPage(queryClient: QueryClient, page: StaticPage): Promise<unknown> {
  queryClient.setQueryData(staticPageKeys.detail(page.id), { data: page });
  return Promise.all([
    invalidateStaticPageLists(queryClient),
    queryClient.invalidateQueries({ queryKey: staticPageKeys.versions(page.id) }),
    queryClient.invalidateQueries({ queryKey: [...staticPageKeys.detail(page.id), 'compare'] }),
  ]);
}
