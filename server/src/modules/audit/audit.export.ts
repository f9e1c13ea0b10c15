/**
 * The audit trail of the current filter as .xlsx or .csv, in the reader's language and time zone:
 * each record's time, who, what happened, to which record (its type and name in words), which
 * fields changed (by their labels, the system's bookkeeping left out), and where it came from.
 */
import {
  AUDIT_MODEL_NAMES,
  type AuditExportQuery,
  type AuditRecord,
  auditFieldKeys,
  EXPORT_ROW_LIMIT,
  isHiddenAuditField,
} from '@pickleball/domain';
import type { ServiceContext } from '../../platform/context';
import {
  formatExportDateTime,
  mapBatches,
  streamTable,
  type TableDownload,
} from '../../platform/spreadsheet';
import { walkAuditRecords } from './audit.service';

export function exportAuditRecords(ctx: ServiceContext, query: AuditExportQuery): TableDownload {
  // Newest first whatever the screen's order (`sort`): a trail reads back from now.
  const { format, tz, sort: _sort, ...filters } = query;
  const { t } = ctx;
  /** The first of the keys the catalogs hold, else the raw name. */
  const label = (keys: readonly string[], fallback: string) => {
    for (const key of keys) {
      const text = t(key, { defaultValue: '' });
      if (text) return text;
    }
    return fallback;
  };
  const modelName = (model: string) => {
    const key = AUDIT_MODEL_NAMES[model]?.label;
    return key ? label([key], model) : model;
  };
  const changedFields = (record: AuditRecord) => {
    const before = record.old_values ?? {};
    const after = record.new_values ?? {};
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (field) =>
        !isHiddenAuditField(record.model, field) &&
        (record.old_values === null ||
          record.new_values === null ||
          JSON.stringify(before[field]) !== JSON.stringify(after[field])),
    );
    return fields.map((field) => label(auditFieldKeys(record.model, field), field)).join(', ');
  };
  return streamTable<AuditRecord>(
    format,
    'audit',
    [
      {
        header: t('audit:fields.created_at'),
        width: 20,
        value: (r) => formatExportDateTime(r.created_at, ctx.locale, tz),
      },
      { header: t('audit:fields.user'), width: 24, value: (r) => r.user?.name ?? t('audit:system_user') },
      { header: t('audit:fields.event'), width: 12, value: (r) => t(`audit:events.${r.event}`) },
      { header: t('audit:fields.model'), width: 22, value: (r) => modelName(r.model) },
      { header: t('audit:export.record_id'), width: 10, value: (r) => r.record_id },
      { header: t('audit:export.record_name'), width: 28, value: (r) => r.record_label },
      { header: t('audit:fields.changes'), width: 40, value: changedFields },
      { header: t('audit:fields.ip_address'), width: 16, value: (r) => r.ip_address },
      { header: t('audit:fields.url'), width: 32, value: (r) => r.url },
      { header: t('audit:fields.user_agent'), width: 32, value: (r) => r.user_agent },
    ],
    mapBatches(walkAuditRecords(ctx, filters, EXPORT_ROW_LIMIT), (batch) => batch),
  );
}
