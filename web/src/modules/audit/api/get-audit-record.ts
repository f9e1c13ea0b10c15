import type { AuditRecord } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { auditKeys } from '../audit.keys';

/** GET /audit/{id}: one record with its old and new values. */
export function getAuditRecord(id: number, signal?: AbortSignal): Promise<DataResponse<AuditRecord>> {
  return api.get<DataResponse<AuditRecord>>(`/audit/${id}`, { signal });
}

export function auditRecordQueryOptions(id: number) {
  return queryOptions({
    queryKey: auditKeys.detail(id),
    queryFn: ({ signal }) => getAuditRecord(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Number.POSITIVE_INFINITY, // audit records never change
  });
}

export function useAuditRecord(id: number) {
  return useQuery(auditRecordQueryOptions(id));
}
