import {
  EXPORT_ROW_LIMIT,
  REGISTRATION_PAYMENT_STATUS_LABELS,
  REGISTRATION_STATUS_LABELS,
  type Registration,
  type RegistrationExportQuery,
} from '@pickleball/domain';
import { walkKeyset } from '../../../db/keyset';
import type { ServiceContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import {
  decimalCell,
  formatExportDateTime,
  mapBatches,
  streamTable,
  type TableDownload,
} from '../../../platform/spreadsheet';
import { findTournamentRow } from '../tournaments.repository';
import { toRegistration } from './registrations.mapper';
import { listRegistrationPage } from './registrations.repository';

/** A tournament's filtered entries as .xlsx or .csv, in the reader's language and time zone. */
export async function exportRegistrations(
  ctx: ServiceContext,
  tournamentId: number,
  query: RegistrationExportQuery,
): Promise<TableDownload> {
  if (!(await findTournamentRow(ctx.db, tournamentId))) throw notFound();
  const { t } = ctx;
  const rows = mapBatches(
    walkKeyset((start) => listRegistrationPage(ctx.db, tournamentId, query, start), 500, EXPORT_ROW_LIMIT),
    (batch) => batch.map(toRegistration),
  );
  const rating = (value: number | null) => decimalCell(value, ctx.locale, query.format);
  return streamTable<Registration>(
    query.format,
    'tournament-registrations',
    [
      { header: 'ID', width: 8, value: (entry) => entry.id },
      { header: t('tournaments:registration_fields.player'), width: 26, value: (entry) => entry.player.name },
      {
        header: t('tournaments:registration_fields.partner'),
        width: 26,
        value: (entry) => entry.partner?.name ?? null,
      },
      {
        header: t('tournaments:registration_fields.dupr_rating'),
        width: 10,
        value: (entry) => rating(entry.dupr_rating),
      },
      {
        header: t('tournaments:registration_fields.status'),
        width: 14,
        value: (entry) => t(REGISTRATION_STATUS_LABELS[entry.status]),
      },
      {
        header: t('tournaments:registration_fields.waitlist_position'),
        width: 10,
        value: (entry) => entry.waitlist_position,
      },
      {
        header: t('tournaments:registration_fields.payment_status'),
        width: 14,
        value: (entry) => t(REGISTRATION_PAYMENT_STATUS_LABELS[entry.payment_status]),
      },
      { header: t('tournaments:registration_fields.seed'), width: 8, value: (entry) => entry.seed },
      {
        header: t('tournaments:registration_fields.final_place'),
        width: 8,
        value: (entry) => entry.final_place,
      },
      { header: t('tournaments:registration_fields.notes'), width: 30, value: (entry) => entry.notes },
      {
        header: t('tournaments:registration_fields.registered_at'),
        width: 18,
        value: (entry) => formatExportDateTime(entry.registered_at, ctx.locale, query.tz),
      },
    ],
    rows,
  );
}
