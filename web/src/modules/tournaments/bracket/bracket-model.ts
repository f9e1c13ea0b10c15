import type { DrawBracket, RoundLabel, TournamentFormat } from '@pickleball/domain';
import type { LiveScore } from './live-score';

/**
 * What the bracket view reads of a bracket, the staff's (`Bracket`) or the public one
 * (`PublicBracket`, names only): the shapes both share. Pure helpers over it, tested without a DOM.
 */
export interface ViewEntrant {
  registration_id: number;
  seed: number;
  name: string;
  players: { name: string }[];
  dupr_rating: number | null;
}

export type ViewSource =
  | { kind: 'seed'; seed: number }
  | { kind: 'bye' }
  | { kind: 'winner'; slot: string }
  | { kind: 'loser'; slot: string }
  | { kind: 'pool_rank'; pool: number; rank: number };

export type SideName = 'a' | 'b';

export interface ViewSide {
  source: ViewSource;
  entrant: ViewEntrant | null;
  is_bye: boolean;
}

export interface ViewSlot {
  key: string;
  bracket: DrawBracket;
  round: number;
  position: number;
  pool: number | null;
  label: RoundLabel;
  match_format: 'event' | 'one_game_to_15';
  state: 'waiting' | 'ready' | 'bye' | 'empty' | 'done' | 'not_needed';
  sides: readonly [ViewSide, ViewSide];
  winner_to: { slot: string; side: SideName } | null;
  result: { winner: SideName; walkover: boolean; games: [number, number][] } | null;
  winner: SideName | null;
  match_status: 'scheduled' | 'in_progress' | 'completed' | 'cancelled' | 'postponed' | null;
  status_reason: string | null;
  match: { id: number; status: string; live_status: string | null } | null;
  court: { id: number; name: string } | null;
  scheduled_at: string | null;
}

export interface ViewStanding {
  entrant: ViewEntrant;
  rank: number;
  played: number;
  won: number;
  lost: number;
  points_for: number;
  points_against: number;
  point_differential: number;
  decided_by: string | null;
}

export interface ViewBracket {
  tournament_id: number;
  format: TournamentFormat;
  entrants: number;
  bracket_size: number | null;
  settings: { advance_per_pool: number | null };
  pools: { pool: number; standings: ViewStanding[]; complete: boolean }[];
  slots: ViewSlot[];
  complete: boolean;
  champion: ViewEntrant | null;
  placings: { place: number; medal: 'gold' | 'silver' | 'bronze' | null; entrant: ViewEntrant }[] | null;
  revision: number;
}

/** A part of the bracket drawn on its own (and printed on its own page). */
export type SectionId = 'winners' | 'losers' | 'consolation' | 'final' | 'playoff' | 'bronze';

export interface BracketSection {
  id: SectionId;
  slots: ViewSlot[];
}

const SECTION_ORDER: readonly SectionId[] = [
  'winners',
  'losers',
  'final',
  'consolation',
  'playoff',
  'bronze',
];

/** The elimination parts of a bracket in reading order; pool matches are shown as pools instead. */
export function bracketSections(bracket: Pick<ViewBracket, 'slots'>): BracketSection[] {
  return SECTION_ORDER.map((id) => ({
    id,
    slots: bracket.slots.filter((slot) => slot.bracket === id),
  })).filter((section) => section.slots.length > 0);
}

/** Matches numbered in order of play (1, 2, …): what the boxes show and where a loser goes. */
export function matchNumbers(slots: readonly Pick<ViewSlot, 'key'>[]): Map<string, number> {
  return new Map(slots.map((slot, index) => [slot.key, index + 1]));
}

/** What a side's line says: who is there, or where they will come from. */
export type SideText =
  | { kind: 'entrant'; entrant: ViewEntrant }
  | { kind: 'bye' }
  | { kind: 'winner_of' | 'loser_of'; number: number }
  | { kind: 'pool_place'; pool: number; rank: number }
  | { kind: 'to_be_decided' };

export function describeSide(side: ViewSide, numbers: ReadonlyMap<string, number>): SideText {
  if (side.entrant) return { kind: 'entrant', entrant: side.entrant };
  if (side.is_bye || side.source.kind === 'bye') return { kind: 'bye' };
  const { source } = side;
  if (source.kind === 'winner' || source.kind === 'loser') {
    const number = numbers.get(source.slot);
    return number === undefined
      ? { kind: 'to_be_decided' }
      : { kind: source.kind === 'winner' ? 'winner_of' : 'loser_of', number };
  }
  if (source.kind === 'pool_rank') return { kind: 'pool_place', pool: source.pool, rank: source.rank };
  return { kind: 'to_be_decided' };
}

/** Whether the match is being played now (its live scoring has begun and it has no result). */
export function isSlotLive(slot: Pick<ViewSlot, 'match_status' | 'result'>): boolean {
  return slot.match_status === 'in_progress' && slot.result === null;
}

/**
 * The points each side has per game: the recorded result's games, or while it is played the
 * saved games and the one under way (marked `isCurrent`).
 */
export function slotGames(
  slot: Pick<ViewSlot, 'result' | 'match_status'>,
  live: LiveScore | undefined,
): { a: number; b: number; isCurrent: boolean }[] {
  if (slot.result) return slot.result.games.map(([a, b]) => ({ a, b, isCurrent: false }));
  if (!live || slot.match_status !== 'in_progress') return [];
  const games = live.games.map(([a, b]) => ({ a, b, isCurrent: false }));
  if (live.current) games.push({ a: live.current[0], b: live.current[1], isCurrent: true });
  return games;
}

/** The match ids of the slots being played (whose live scores to follow). */
export function liveMatchIds(
  slots: readonly Pick<ViewSlot, 'match' | 'match_status' | 'result'>[],
): number[] {
  return slots.flatMap((slot) => (isSlotLive(slot) && slot.match ? [slot.match.id] : []));
}

/** A slot to draw dimmed: nobody plays it (a bye, two byes, a reset not needed). */
export function isQuietSlot(slot: Pick<ViewSlot, 'state'>): boolean {
  return slot.state === 'bye' || slot.state === 'empty' || slot.state === 'not_needed';
}

/**
 * Who of a pool sits out a round: with an odd number of teams one rests each round, and the
 * round's matches alone do not say who.
 */
export function sittingOut(
  members: readonly ViewEntrant[],
  roundSlots: readonly Pick<ViewSlot, 'sides'>[],
): ViewEntrant[] {
  const playing = new Set(
    roundSlots.flatMap((slot) =>
      slot.sides.flatMap((side) => (side.source.kind === 'seed' ? [side.source.seed] : [])),
    ),
  );
  return members.filter((member) => !playing.has(member.seed)).sort((a, b) => a.seed - b.seed);
}
