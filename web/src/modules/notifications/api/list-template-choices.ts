import type { NotificationTemplate } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { notificationKeys } from '../notifications.keys';

/** GET /notification-templates?is_active=true (notification.templates.view): the templates a send may use. */
export function listTemplateChoices(signal?: AbortSignal): Promise<ListResponse<NotificationTemplate>> {
  return api.get<ListResponse<NotificationTemplate>>('/notification-templates', {
    query: { is_active: 'true', per_page: 100, sort: 'name' },
    signal,
    silent: true,
  });
}

export function useTemplateChoices(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.templateChoices(),
      queryFn: ({ signal }) => listTemplateChoices(signal),
      enabled,
      staleTime: 60_000,
    }),
  );
}
