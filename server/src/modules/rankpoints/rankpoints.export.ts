import { EXPORT_ROW_LIMIT, type Rankpoint, type RankpointExportQuery } from '@pickleball/domain';
import { walkKeyset } from '../../db/keyset';
import type { ServiceContext } from '../../platform/context';
import {
  decimalCell,
  formatExportDateTime,
  mapBatches,
  streamTable,
  type TableDownload,
} from '../../platform/spreadsheet';
import { toRankpoint } from './rankpoints.mapper';
import { findRankpointPage } from './rankpoints.repository';

/** The whole filtered list of rank points as .xlsx or .csv, in the reader's language and time zone. */
export function exportRankpoints(ctx: ServiceContext, query: RankpointExportQuery): TableDownload {
  const { t } = ctx;
  const rating = (value: number | null) => decimalCell(value, ctx.locale, query.format);
  const rows = mapBatches(
    walkKeyset((start) => findRankpointPage(ctx.db, query, start), 500, EXPORT_ROW_LIMIT),
    (batch) => batch.map(toRankpoint),
  );
  return streamTable<Rankpoint>(
    query.format,
    'rank-points',
    [
      { header: 'ID', width: 8, value: (point) => point.id },
      { header: t('rankpoints:fields.player'), width: 28, value: (point) => point.player.name },
      {
        header: t('rankpoints:fields.type'),
        width: 20,
        value: (point) => t(`rankpoints:type.${point.type}`),
      },
      {
        header: t('rankpoints:fields.single_rating'),
        width: 12,
        value: (point) => rating(point.single_rating),
      },
      {
        header: t('rankpoints:fields.double_rating'),
        width: 12,
        value: (point) => rating(point.double_rating),
      },
      {
        header: t('rankpoints:fields.status'),
        width: 14,
        value: (point) => t(`rankpoints:status.${point.status}`),
      },
      {
        header: t('rankpoints:fields.updated_at'),
        width: 18,
        value: (point) => formatExportDateTime(point.updated_at, ctx.locale, query.tz),
      },
    ],
    rows,
  );
}
