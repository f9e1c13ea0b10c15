import type { NotificationTemplate } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { templateKeys } from '../notification-templates.keys';

/** GET /notification-templates/{id}. */
export function getTemplate(id: number, signal?: AbortSignal): Promise<DataResponse<NotificationTemplate>> {
  return api.get<DataResponse<NotificationTemplate>>(`/notification-templates/${id}`, { signal });
}

export function templateQueryOptions(id: number) {
  return queryOptions({
    queryKey: templateKeys.detail(id),
    queryFn: ({ signal }) => getTemplate(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useTemplate(id: number) {
  return useQuery(templateQueryOptions(id));
}
