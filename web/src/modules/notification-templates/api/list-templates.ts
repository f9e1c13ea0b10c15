import type { NotificationTemplate } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type TemplateListParams, templateKeys } from '../notification-templates.keys';

/** GET /notification-templates: one page under a name search, type, category and active filters. */
export function listTemplates(
  query: TemplateListParams,
  signal?: AbortSignal,
): Promise<ListResponse<NotificationTemplate>> {
  return api.get<ListResponse<NotificationTemplate>>('/notification-templates', { query, signal });
}

export function templatesQueryOptions(query: TemplateListParams) {
  return queryOptions({
    queryKey: templateKeys.list(query),
    queryFn: ({ signal }) => listTemplates(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTemplates(query: TemplateListParams) {
  return useQuery(templatesQueryOptions(query));
}
