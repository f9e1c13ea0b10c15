import type { AuditUserOption } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { auditKeys } from '../audit.keys';

export interface AuditUserSearch {
  /** Part of a name, username or e-mail, diacritics optional. */
  search?: string;
  /** One user by id (the name of a filter set from a link). */
  id?: string;
}

/** GET /audit/users: at most 20 people for the user filter (the audit permission is enough). */
export function listAuditUsers(
  query: AuditUserSearch,
  signal?: AbortSignal,
): Promise<DataResponse<AuditUserOption[]>> {
  return api.get<DataResponse<AuditUserOption[]>>('/audit/users', {
    query: { ...query },
    signal,
    silent: true,
  });
}

export function auditUsersQueryOptions(query: AuditUserSearch, enabled = true) {
  return queryOptions({
    queryKey: auditKeys.users(query),
    queryFn: ({ signal }) => listAuditUsers(query, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useAuditUsers(query: AuditUserSearch, enabled = true) {
  return useQuery(auditUsersQueryOptions(query, enabled));
}
