import { EXPORT_ROW_LIMIT, type Match, type MatchExportQuery } from '@pickleball/domain';
import { walkKeyset } from '../../db/keyset';
import type { ServiceContext } from '../../platform/context';
import {
  formatExportDateTime,
  mapBatches,
  streamTable,
  type TableDownload,
} from '../../platform/spreadsheet';
import { loadMatches } from './matches.mapper';
import { listMatchPage } from './matches.repository';

/** The whole filtered list of matches as .xlsx or .csv, in the reader's language and time zone. */
export function exportMatches(ctx: ServiceContext, query: MatchExportQuery): TableDownload {
  const { t } = ctx;
  const names = (players: Match['team1']) => players.map((player) => player.name).join(', ');
  const rows = mapBatches(
    walkKeyset((start) => listMatchPage(ctx.db, query, start), 500, EXPORT_ROW_LIMIT),
    (batch) => loadMatches(ctx.db, batch),
  );
  return streamTable<Match>(
    query.format,
    'matches',
    [
      { header: 'ID', width: 8, value: (match) => match.id },
      { header: t('matches:fields.event'), width: 28, value: (match) => match.event },
      {
        header: t('matches:fields.played_at'),
        width: 18,
        value: (match) => formatExportDateTime(match.played_at, ctx.locale, query.tz),
      },
      {
        header: t('matches:fields.location'),
        width: 24,
        value: (match) => match.court?.name ?? match.location,
      },
      { header: t('clubs:title'), width: 20, value: (match) => match.club?.name ?? null },
      {
        header: t('matches:fields.discipline'),
        width: 10,
        value: (match) => t(`matches:discipline.${match.discipline}`),
      },
      {
        header: t('matches:fields.format'),
        width: 12,
        value: (match) => t(`matches:format.${match.format}`),
      },
      { header: t('matches:team_n', { number: 1 }), width: 28, value: (match) => names(match.team1) },
      { header: t('matches:team_n', { number: 2 }), width: 28, value: (match) => names(match.team2) },
      {
        header: t('matches:fields.games'),
        width: 18,
        value: (match) => match.games.map((game) => `${game.team1}-${game.team2}`).join(', '),
      },
      {
        header: t('matches:winner'),
        width: 10,
        value: (match) => (match.winner_team ? t('matches:team_n', { number: match.winner_team }) : null),
      },
      {
        header: t('matches:fields.status'),
        width: 16,
        value: (match) => t(`matches:status.${match.status}`),
      },
      {
        header: t('matches:fields.is_certified'),
        width: 10,
        value: (match) => t(match.is_certified ? 'common:yes' : 'common:no'),
      },
    ],
    rows,
  );
}
