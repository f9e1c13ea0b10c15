import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const AUDIT_FILTERS = ['model', 'event', 'user_id', 'record_id', 'from', 'to'] as const;
export type AuditFilterName = (typeof AUDIT_FILTERS)[number];

/** The audit trail in the URL: model, event, user, record and date filters; newest first. */
export const AUDIT_LIST_CONFIG: ListParamsConfig<AuditFilterName> = {
  filters: AUDIT_FILTERS,
  sortFields: ['id', 'created_at'],
  defaultSort: '-id',
};

/** The query parameter that opens a record's details dialog (bookmarkable). */
export const RECORD_PARAM = 'record';
