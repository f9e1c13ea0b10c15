import type { AuditRecord } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type AuditListParams, auditKeys } from '../audit.keys';

/** GET /audit: one page of the audit trail under filters. */
export function listAuditRecords(
  query: AuditListParams,
  signal?: AbortSignal,
): Promise<ListResponse<AuditRecord>> {
  return api.get<ListResponse<AuditRecord>>('/audit', { query, signal });
}

export function auditRecordsQueryOptions(query: AuditListParams) {
  return queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => listAuditRecords(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditRecords(query: AuditListParams) {
  return useQuery(auditRecordsQueryOptions(query));
}
