import {
  EXPORT_ROW_LIMIT,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  type Task,
  type TaskExportQuery,
} from '@pickleball/domain';
import { walkKeyset } from '../../db/keyset';
import type { ServiceContext } from '../../platform/context';
import { requireActor } from '../../platform/context';
import {
  decimalCell,
  formatExportDateTime,
  mapBatches,
  streamTable,
  type TableDownload,
} from '../../platform/spreadsheet';
import { toTasks } from './tasks.queries';
import { listTaskPage } from './tasks.repository';

/** The whole filtered list of tasks as .xlsx or .csv, in the reader's language and time zone. */
export function exportTasks(ctx: ServiceContext, query: TaskExportQuery): TableDownload {
  const { t } = ctx;
  const actorId = requireActor(ctx).id;
  const rows = mapBatches(
    walkKeyset((start) => listTaskPage(ctx.db, query, actorId, start), 500, EXPORT_ROW_LIMIT),
    (batch) => toTasks(ctx.db, batch),
  );
  const time = (iso: string | null) => formatExportDateTime(iso, ctx.locale, query.tz);
  return streamTable<Task>(
    query.format,
    'tasks',
    [
      { header: 'ID', width: 8, value: (task) => task.id },
      { header: t('tasks:fields.title'), width: 40, value: (task) => task.title },
      { header: t('tasks:fields.status'), width: 14, value: (task) => t(TASK_STATUS_LABELS[task.status]) },
      {
        header: t('tasks:fields.priority'),
        width: 12,
        value: (task) => t(TASK_PRIORITY_LABELS[task.priority]),
      },
      { header: t('tasks:fields.assigned_to'), width: 24, value: (task) => task.assigned_to?.name ?? null },
      { header: t('tasks:fields.due_date'), width: 12, value: (task) => task.due_date },
      {
        header: t('tasks:fields.estimated_hours'),
        width: 10,
        value: (task) => decimalCell(task.estimated_hours, ctx.locale, query.format),
      },
      {
        header: t('tasks:fields.actual_hours'),
        width: 10,
        value: (task) => decimalCell(task.actual_hours, ctx.locale, query.format),
      },
      { header: t('tasks:fields.tags'), width: 24, value: (task) => task.tags.join(', ') },
      { header: t('tasks:fields.created_by'), width: 24, value: (task) => task.created_by?.name ?? null },
      { header: t('tasks:fields.created_at'), width: 18, value: (task) => time(task.created_at) },
      { header: t('tasks:fields.completed_at'), width: 18, value: (task) => time(task.completed_at) },
      {
        header: t('tasks:fields.is_archived'),
        width: 10,
        value: (task) => t(task.is_archived ? 'common:yes' : 'common:no'),
      },
    ],
    rows,
  );
}
