import { type ExportFormat, exportList } from '../../../components/list-export';

/** GET /tasks/export?format=xlsx|csv: the whole list under its filters and sort (task.view, as the list). */
export function exportTasks(
  format: ExportFormat,
  filters: Record<string, string | undefined>,
): Promise<void> {
  return exportList('/tasks/export', format, filters);
}
