import type { MatchSession, SessionPresenceInput } from '@pickleball/domain';

/**
 * Late arrivals and early leavers (issue 31 §3), as the session page reads them. The server plans
 * the rest of the night again; these say from which round, who is there, and a refusal in words.
 * Pure, types only from domain; `t` is the caller's.
 */
type Translate = (key: string, values?: Record<string, string | number>) => string;

type PresencePlayer = Pick<MatchSession['players'][number], 'arrived_round' | 'left_after_round'>;
type PresenceRound = {
  number: number;
  games: { match: { status: string; live_status: string | null } | null }[];
};

/** The fewest players a doubles night is planned for. */
export const PRESENCE_MIN_PLAYERS = 4;

/** A doubles night, planned, not over: players may come and go (the server checks again). */
export function canChangePresence(
  session: Pick<MatchSession, 'match_type' | 'status' | 'rounds' | 'players'>,
): boolean {
  return (
    session.match_type === 'doubles' &&
    (session.status === 'draft' || session.status === 'active') &&
    session.rounds.length > 0 &&
    session.players.length > 0
  );
}

/**
 * The first round a change would plan again: after the last round with a game under way or played
 * (a match past its draft, or scored live), as the server fixes them; 1 when nothing has begun.
 */
export function firstOpenRound(session: { rounds: readonly PresenceRound[] }): number {
  let fixed = 0;
  for (const round of session.rounds) {
    const begun = round.games.some(
      (game) => game.match !== null && (game.match.status !== 'draft' || game.match.live_status !== null),
    );
    if (begun) fixed = Math.max(fixed, round.number);
  }
  return fixed + 1;
}

/** The rounds the server plans again when none is asked: those not begun, at least one. */
export function roundsLeft(session: { rounds: readonly PresenceRound[] }): number {
  return Math.max(1, session.rounds.length - (firstOpenRound(session) - 1));
}

/** Still there (not gone early). */
export const isPresent = (player: PresencePlayer) => player.left_after_round === null;

/** "arrived for round 3", "left after round 4", both, or nothing for a player there all night. */
export function presenceNote(player: PresencePlayer, t: Translate): string | null {
  const notes = [
    ...(player.arrived_round > 1
      ? [t('match-sessions:presence.arrived_for', { round: player.arrived_round })]
      : []),
    ...(player.left_after_round !== null
      ? [t('match-sessions:presence.left_after', { round: player.left_after_round })]
      : []),
  ];
  return notes.length > 0 ? notes.join(' · ') : null;
}

/**
 * A 422's messages with the player each speaks of: `arrive.0` and `leave.1` name the players
 * sent ("Em: This value is not valid"); the rest (`leave`: too few players) stay as they are.
 */
export function presenceProblems(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  input: Pick<SessionPresenceInput, 'arrive' | 'leave'>,
  nameOf: (id: number) => string | undefined,
): string[] {
  const lines: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const [field, index] = path.split('.');
    const ids = field === 'arrive' ? input.arrive : field === 'leave' ? input.leave : [];
    const id = index === undefined ? undefined : ids[Number(index)];
    const name = id === undefined ? undefined : nameOf(id);
    lines.push(name ? `${name}: ${message}` : message);
  }
  return [...new Set(lines)];
}
