/** A list query as the API takes it: page, per_page, sort and filters. */
export type AuditListParams = Record<string, string | number | undefined>;

/** Query keys of the audit module (CONVENTIONS §7); every key starts with the module's name. */
export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (query: AuditListParams) => [...auditKeys.lists(), query] as const,
  details: () => [...auditKeys.all, 'detail'] as const,
  detail: (id: number) => [...auditKeys.details(), id] as const,
  filters: () => [...auditKeys.all, 'filters'] as const,
  users: (query: { search?: string; id?: string }) => [...auditKeys.all, 'users', query] as const,
};
