import type { MatchSession, PaymentCurrency, SessionVisibility } from '@pickleball/domain';
import { toIso } from '../../db/dialect';
import type { SessionGameRow, SessionRow } from './match-sessions.repository';

/** A rating column as a number (the database may answer a numeric as text), or null. */
export const toRating = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A session game's two teams as user ids (the second player of each only in doubles). */
export const gameTeams = (game: SessionGameRow) => ({
  team1: [game.player1, ...(game.player2 === null ? [] : [game.player2])],
  team2: [game.player3, ...(game.player4 === null ? [] : [game.player4])],
});

type Named = { id: number; name: string };

/** The court names stored as JSON (an empty list when none). */
export function readCourtNames(stored: string | null): string[] {
  if (!stored) return [];
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
}

type SessionEvent = Pick<
  MatchSession,
  | 'date'
  | 'start_time'
  | 'end_time'
  | 'time_zone'
  | 'starts_at'
  | 'ends_at'
  | 'venue_court'
  | 'venue'
  | 'court_names'
  | 'player_cap'
  | 'rating_min'
  | 'rating_max'
  | 'fee'
  | 'currency'
  | 'visibility'
  | 'organiser'
  | 'cancel_cutoff_minutes'
>;

/** A session's event as the API answers it, with its venue court's and organiser's names. */
export function toSessionEvent(
  row: SessionRow,
  courts: ReadonlyMap<number, Named>,
  people: ReadonlyMap<number, Named>,
): SessionEvent {
  const court = row.venue_court_id === null ? undefined : courts.get(row.venue_court_id);
  const organiser = row.organiser_id === null ? undefined : people.get(row.organiser_id);
  return {
    date: row.date,
    start_time: row.start_time,
    end_time: row.end_time,
    time_zone: row.time_zone,
    starts_at: toIso(row.starts_at),
    ends_at: toIso(row.ends_at),
    venue_court: court ? { id: court.id, name: court.name } : null,
    venue: row.venue,
    court_names: readCourtNames(row.court_names),
    player_cap: row.player_cap,
    rating_min: toRating(row.rating_min),
    rating_max: toRating(row.rating_max),
    fee: row.fee === null ? null : Number(row.fee),
    currency: row.currency as PaymentCurrency,
    visibility: row.visibility as SessionVisibility,
    organiser: organiser ? { id: organiser.id, name: organiser.name } : null,
    cancel_cutoff_minutes: row.cancel_cutoff_minutes,
  };
}
