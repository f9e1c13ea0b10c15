import type { EmailTemplate } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type EmailTemplateListParams, emailTemplateKeys } from '../email-templates.keys';

/** GET /email-templates: the product's e-mails and any added ones, under a search. */
export function listEmailTemplates(
  query: EmailTemplateListParams,
  signal?: AbortSignal,
): Promise<ListResponse<EmailTemplate>> {
  return api.get<ListResponse<EmailTemplate>>('/email-templates', { query, signal });
}

export function useEmailTemplates(query: EmailTemplateListParams) {
  return useQuery(
    queryOptions({
      queryKey: emailTemplateKeys.list(query),
      queryFn: ({ signal }) => listEmailTemplates(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
