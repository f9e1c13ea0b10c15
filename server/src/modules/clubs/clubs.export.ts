import { type Club, type ClubExportQuery, EXPORT_ROW_LIMIT } from '@pickleball/domain';
import { walkKeyset } from '../../db/keyset';
import type { ServiceContext } from '../../platform/context';
import {
  formatExportDateTime,
  mapBatches,
  streamTable,
  type TableDownload,
} from '../../platform/spreadsheet';
import { toClub } from './clubs.mapper';
import { listClubPage } from './clubs.repository';

/** The whole filtered list of clubs as .xlsx or .csv, in the reader's language and time zone. */
export function exportClubs(ctx: ServiceContext, query: ClubExportQuery): TableDownload {
  const { t } = ctx;
  const rows = mapBatches(
    walkKeyset((start) => listClubPage(ctx.db, query, start), 500, EXPORT_ROW_LIMIT),
    (batch) => batch.map(toClub),
  );
  return streamTable<Club>(
    query.format,
    'clubs',
    [
      { header: 'ID', width: 8, value: (club) => club.id },
      { header: t('clubs:fields.name'), width: 28, value: (club) => club.name },
      { header: t('clubs:fields.court'), width: 28, value: (club) => club.court?.name ?? null },
      { header: t('clubs:fields.province'), width: 20, value: (club) => club.court?.province ?? null },
      { header: t('clubs:fields.owner'), width: 24, value: (club) => club.owner?.name ?? null },
      { header: t('clubs:fields.member_count'), width: 10, value: (club) => club.member_count },
      { header: t('clubs:fields.status'), width: 12, value: (club) => t(`clubs:status.${club.status}`) },
      {
        header: t('clubs:fields.is_active'),
        width: 10,
        value: (club) => t(club.is_active ? 'common:yes' : 'common:no'),
      },
      {
        header: t('clubs:fields.created_at'),
        width: 18,
        value: (club) => formatExportDateTime(club.created_at, ctx.locale, query.tz),
      },
    ],
    rows,
  );
}
