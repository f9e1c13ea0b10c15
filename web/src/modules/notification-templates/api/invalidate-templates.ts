import type { QueryClient } from '@tanstack/react-query';
import { TEMPLATE_RELATED_ROOTS, templateKeys } from '../notification-templates.keys';

/** After a change to a template: the lists, the send form's choices and, when named, that template. */
export function invalidateTemplates(queryClient: QueryClient, id?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
    ...TEMPLATE_RELATED_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ...(id === undefined ? [] : [queryClient.invalidateQueries({ queryKey: templateKeys.detail(id) })]),
  ]);
}
