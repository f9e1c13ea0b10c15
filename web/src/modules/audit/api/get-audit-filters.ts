import type { AuditFiltersSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { auditKeys } from '../audit.keys';

export type AuditFilterOptions = z.infer<typeof AuditFiltersSchema>;

/** GET /audit/filters: the models and events present in the trail. */
export function getAuditFilters(signal?: AbortSignal): Promise<DataResponse<AuditFilterOptions>> {
  return api.get<DataResponse<AuditFilterOptions>>('/audit/filters', { signal });
}

export function auditFiltersQueryOptions() {
  return queryOptions({ queryKey: auditKeys.filters(), queryFn: ({ signal }) => getAuditFilters(signal) });
}

export function useAuditFilters() {
  return useQuery(auditFiltersQueryOptions());
}
