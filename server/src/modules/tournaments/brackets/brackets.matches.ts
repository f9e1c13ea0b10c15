/**
 * A bracket slot's real match (the matches module), made and voided the way match sessions make
 * theirs: a draft match of format `tournament`, between the two entries' players (side a is team
 * 1), under the tournament's match rules (a grand-final reset played as one game to 15 when the
 * tournament says so), at the slot's court and time (else the venue's, now), announced to the
 * matches screens and the public scoreboard, audited.
 */
import {
  buildSearchText,
  type DrawFormat,
  type DrawSlot,
  disciplineOf,
  foldForSearch,
  roundName,
  type TournamentType,
} from '@pickleball/domain';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/dialect';
import { recordAudit } from '../../../platform/audit';
import { insertMatch, replacePlayers, updateMatch as updateMatchRow } from '../../matches/matches.repository';
import { announceMatchChange } from '../../matches/matches.service';
import type { TournamentChange } from '../tournaments.changes';
import { findMatchState, listEntryPlayers, type SlotRow } from './brackets.repository';

export interface EntryPlayers {
  registrationId: number;
  userIds: number[];
  names: string[];
}

/** The players of these entries (player first), by registration id. */
export async function playersOfEntries(
  db: Db,
  registrationIds: readonly number[],
): Promise<Map<number, EntryPlayers>> {
  const ids = [...new Set(registrationIds)];
  if (ids.length === 0) return new Map();
  const rows = await listEntryPlayers(db, ids);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        registrationId: row.id,
        userIds: row.partner_id === null ? [row.player_id] : [row.player_id, row.partner_id],
        names: row.partner_name ? [row.player_name, row.partner_name] : [row.player_name],
      },
    ]),
  );
}

/** Makes the slot's match between its two entries; answers its id. */
export async function createSlotMatch(
  change: TournamentChange,
  draw: { format: DrawFormat },
  slot: DrawSlot,
  row: SlotRow,
  entries: readonly [EntryPlayers, EntryPlayers],
): Promise<number> {
  const { trx, ctx, row: tournament, now } = change;
  const oneGame = slot.matchFormat === 'one_game_to_15';
  const event = ctx.t('tournaments-messages:match_event', {
    tournament: tournament.name,
    round: roundName(ctx.t, draw.format, slot),
  });
  const matchId = await insertMatch(trx, {
    event,
    location: tournament.location,
    court_id: row.court_id ?? tournament.court_id,
    club_id: null,
    played_at: row.scheduled_at ?? now,
    discipline: disciplineOf(tournament.type as TournamentType),
    format: 'tournament',
    best_of: oneGame ? 1 : tournament.best_of,
    target_points: oneGame ? 15 : tournament.target_points,
    win_by: tournament.win_by,
    tiebreak_target: null,
    score_type: tournament.score_type,
    notes: null,
    is_certified: false,
    status: 'draft',
    winner_team: null,
    status_reason: null,
    live_status: null,
    live_state: null,
    event_key: foldForSearch(event).slice(0, 200),
    search_text: buildSearchText([event, tournament.location, ...entries[0].names, ...entries[1].names]),
    created_by: ctx.actor?.id ?? tournament.created_by,
    reviewed_by: null,
    submitted_at: null,
    reviewed_at: null,
    created_at: now,
    updated_at: now,
  });
  await replacePlayers(trx, matchId, [entries[0].userIds, entries[1].userIds]);
  await recordAudit(trx, ctx, {
    model: 'match',
    recordId: matchId,
    event: 'created',
    newValues: {
      event,
      tournament_id: tournament.id,
      slot: slot.key,
      registrations: entries.map((e) => e.registrationId),
    },
  });
  await announceMatchChange(change.pending, trx, matchId);
  return matchId;
}

/** Voids a slot's match that no longer stands (its scores stay on it, and in the slot's history). */
export async function voidSlotMatch(
  change: TournamentChange,
  matchId: number,
  reason: string,
): Promise<void> {
  const { trx, ctx } = change;
  const match = await findMatchState(trx, matchId);
  if (!match || match.status === 'voided') return;
  await updateMatchRow(trx, matchId, {
    status: 'voided',
    status_reason: reason,
    live_status: match.live_status ? 'completed' : null,
    updated_at: nowIso(),
  });
  await recordAudit(trx, ctx, {
    model: 'match',
    recordId: matchId,
    event: 'updated',
    oldValues: { status: match.status },
    newValues: { action: 'void', status: 'voided', reason, tournament_id: change.row.id },
  });
  await announceMatchChange(change.pending, trx, matchId);
}
