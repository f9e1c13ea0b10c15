import type { Rankpoint, RankpointExportQuery } from '@pickleball/domain';
import type { ServiceContext } from '../../platform/context';
import {
  decimalCell,
  formatExportDateTime,
  pageThrough,
  streamTable,
  type TableDownload,
} from '../../platform/spreadsheet';
import { findRankpointPage } from './rankpoints.service';

/** The whole filtered list of rank points as .xlsx or .csv, in the reader's language and time zone. */
export function exportRankpoints(ctx: ServiceContext, query: RankpointExportQuery): TableDownload {
  const { t } = ctx;
  const rating = (value: number | null) => decimalCell(value, ctx.locale, query.format);
  const rows = pageThrough(
    async (page, perPage) => (await findRankpointPage(ctx.db, query, page, perPage)).data,
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
