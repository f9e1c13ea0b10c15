import {
  EXPORT_ROW_LIMIT,
  type Payment,
  type PaymentCurrency,
  type PaymentExportQuery,
} from '@pickleball/domain';
import { walkKeyset } from '../../db/keyset';
import type { ServiceContext } from '../../platform/context';
import {
  formatExportDateTime,
  mapBatches,
  streamTable,
  type TableDownload,
} from '../../platform/spreadsheet';
import { PAYMENT_FLAG_MESSAGES, PAYMENT_STATUS_MESSAGES } from './payments.labels';
import { toPayment } from './payments.mapper';
import { formatMoney } from './payments.receipts';
import { fetchPaymentPage } from './payments.repository';

/** Every filtered transaction as .xlsx or .csv, in the reader's language, money and time zone. */
export function exportPayments(ctx: ServiceContext, query: PaymentExportQuery): TableDownload {
  const { format, tz, cursor: _cursor, ...filters } = query;
  const { t } = ctx;
  const rows = mapBatches(
    walkKeyset((start) => fetchPaymentPage(ctx.db, filters, start), 500, EXPORT_ROW_LIMIT),
    (batch) => batch.map(toPayment),
  );
  const time = (iso: string | null) => formatExportDateTime(iso, ctx.locale, tz);
  const money = (amount: number, currency: PaymentCurrency) => formatMoney(amount, currency, ctx.locale);
  return streamTable<Payment>(
    format,
    'payments',
    [
      { header: t('payment-messages:export.transaction_id'), width: 22, value: (p) => p.transaction_id },
      { header: t('payment-messages:export.created_at'), width: 20, value: (p) => time(p.created_at) },
      { header: t('payment-messages:export.payer'), width: 24, value: (p) => p.user?.name ?? null },
      { header: t('payment-messages:export.description'), width: 32, value: (p) => p.description },
      { header: t('payment-messages:export.reference'), width: 16, value: (p) => p.reference },
      { header: t('payment-messages:export.amount'), width: 16, value: (p) => money(p.amount, p.currency) },
      { header: t('payment-messages:export.currency'), width: 8, value: (p) => p.currency },
      {
        header: t('payment-messages:export.status'),
        width: 14,
        value: (p) => t(PAYMENT_STATUS_MESSAGES[p.status]),
      },
      {
        header: t('payment-messages:export.refunded'),
        width: 16,
        value: (p) => (p.refunded_amount > 0 ? money(p.refunded_amount, p.currency) : null),
      },
      { header: t('payment-messages:export.gateway'), width: 16, value: (p) => p.gateway?.name ?? null },
      {
        header: t('payment-messages:export.gateway_reference'),
        width: 22,
        value: (p) => p.gateway_reference,
      },
      { header: t('payment-messages:export.paid_at'), width: 20, value: (p) => time(p.paid_at) },
      { header: t('payment-messages:export.purpose'), width: 16, value: (p) => p.purpose.type },
      {
        header: t('payment-messages:export.flag'),
        width: 24,
        value: (p) => (p.flag ? t(PAYMENT_FLAG_MESSAGES[p.flag]) : null),
      },
    ],
    rows,
  );
}
