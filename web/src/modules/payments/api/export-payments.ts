import { type ExportFormat, exportList } from '../../../components/list-export';
import { toPaymentQuery } from '../components/payment-query';

/** GET /payments/transactions/export?format=xlsx|csv: the whole list under its search, filters and order (the time zone added). */
export function exportPayments(
  format: ExportFormat,
  filters: Record<string, string | undefined>,
): Promise<void> {
  return exportList('/payments/transactions/export', format, toPaymentQuery(filters));
}
