import { type ExportFormat, exportList } from '../../../components/list-export';

/** GET /notifications/{id}/deliveries/export?format=xlsx|csv: the whole log under its filters (the time zone added). */
export function exportDeliveries(
  id: number,
  format: ExportFormat,
  filters: Record<string, string | undefined>,
): Promise<void> {
  return exportList(`/notifications/${id}/deliveries/export`, format, filters);
}
