import type { CourtRequest, CourtRequestExportQuery } from '@pickleball/domain';
import { EXPORT_ROW_LIMIT } from '@pickleball/domain';
import { walkKeyset } from '../../db/keyset';
import type { ServiceContext } from '../../platform/context';
import {
  formatExportDateTime,
  mapBatches,
  streamTable,
  type TableDownload,
} from '../../platform/spreadsheet';
import { toCourtRequest } from './court-requests.mapper';
import { listRequestPage } from './court-requests.repository';

/** The whole filtered list of court requests as .xlsx or .csv, in the reader's language and time zone. */
export function exportCourtRequests(ctx: ServiceContext, query: CourtRequestExportQuery): TableDownload {
  const { t } = ctx;
  const time = (iso: string | null) => formatExportDateTime(iso, ctx.locale, query.tz);
  const rows = mapBatches(
    walkKeyset((start) => listRequestPage(ctx.db, query, start), 500, EXPORT_ROW_LIMIT),
    (batch) => Promise.all(batch.map((row) => toCourtRequest(ctx.db, row))),
  );
  return streamTable<CourtRequest>(
    query.format,
    'court-requests',
    [
      { header: t('court-requests:fields.reference'), width: 14, value: (request) => request.reference },
      { header: t('court-requests:fields.court'), width: 28, value: (request) => request.court.name },
      {
        header: t('court-requests:fields.applicant_name'),
        width: 24,
        value: (request) => request.applicant.name,
      },
      {
        header: t('court-requests:fields.applicant_email'),
        width: 28,
        value: (request) => request.applicant.email,
      },
      {
        header: t('court-requests:fields.applicant_phone'),
        width: 16,
        value: (request) => request.applicant.phone,
      },
      {
        header: t('court-requests:fields.status'),
        width: 16,
        value: (request) => t(`court-requests:status.${request.status}`),
      },
      {
        header: t('court-requests:fields.urgent'),
        width: 8,
        value: (request) => t(request.urgent ? 'common:yes' : 'common:no'),
      },
      {
        header: t('court-requests:fields.submitted_at'),
        width: 18,
        value: (request) => time(request.submitted_at),
      },
      {
        header: t('court-requests:fields.reviewed_at'),
        width: 18,
        value: (request) => time(request.reviewed_at ?? null),
      },
    ],
    rows,
  );
}
