import type { EmailTemplate } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { emailTemplateKeys } from '../email-templates.keys';

/** GET /email-templates/{id}. */
export function getEmailTemplate(id: number, signal?: AbortSignal): Promise<DataResponse<EmailTemplate>> {
  return api.get<DataResponse<EmailTemplate>>(`/email-templates/${id}`, { signal });
}

export function useEmailTemplate(id: number) {
  return useQuery(
    queryOptions({
      queryKey: emailTemplateKeys.detail(id),
      queryFn: ({ signal }) => getEmailTemplate(id, signal),
      enabled: Number.isInteger(id) && id > 0,
    }),
  );
}
