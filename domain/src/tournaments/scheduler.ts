/**
 * The tournament day's plan (issue 32 §1), pure: a court and a start time for every match of one
 * or several draws sharing a venue's courts. Rules that hold in every plan:
 * - a court holds one match at a time;
 * - a player holds one match at a time, across events, with at least `rest` minutes between two:
 *   in another event a later-round match counts everyone who can still reach it, so no result
 *   can double-book; within one event a player's next match is one their last one feeds, so the
 *   feeds order them (two matches of one event clash only through players sure to play both, as
 *   in a pool);
 * - a match starts once every match feeding it has ended, and the rest after it;
 * - within a draw's bracket (a pool on its own), a round starts no earlier than the round before;
 * - pinned matches keep their court and time;
 * - every match fits inside one day's play hours.
 * A serial schedule: the matches that may go next (feeders placed, earlier rounds placed) are
 * placed one at a time, the one with the longest chain of matches still behind it first, each at
 * its earliest feasible time on any court. Times are minutes on one clock (e.g. since midnight of
 * the first day). What cannot be placed is returned with the reason.
 *
 * During the day the same function re-plans (issue 32 §2): the matches under way or over are
 * `fixed` where they really are, nothing new starts before `notBefore`, and the rest moves;
 * courtDelays says how late each court now runs against the plan before.
 */

export interface ScheduleMatch {
  /** Unique across the day (e.g. `<event>:<slot key>`). */
  id: string;
  /** The event (draw) it belongs to. */
  event: string;
  /** Rounds are ordered within a group: a draw's bracket, or one pool (`<event>:pool:2`). */
  group: string;
  round: number;
  duration: number;
  /** Matches whose result decides who plays this one. */
  feeds: readonly string[];
  /** Everyone who may play it (a later round: everyone who can still reach it). */
  players: readonly number[];
  /** Those sure to play it (the seeds known now). */
  known: readonly number[];
  pinned?: { court: string; start: number };
}

export interface ScheduleInput {
  matches: readonly ScheduleMatch[];
  courts: readonly string[];
  /** Play hours, one window per day, in order. */
  days: readonly { start: number; end: number }[];
  /** Minimum minutes between a player's matches. */
  rest: number;
  /**
   * A re-plan during the day: the matches under way or over, where and when they really are
   * (a running match with its expected end). They are kept as they are and never move.
   */
  fixed?: readonly PlacedMatch[];
  /** A re-plan's "now": nothing else starts before it. */
  notBefore?: number;
}

export interface PlacedMatch {
  id: string;
  court: string;
  start: number;
  end: number;
}

export type UnplacedReason = 'no_time' | 'pinned_conflict' | 'feeder_unplaced' | 'unknown_court';

export interface DayPlan {
  placed: PlacedMatch[];
  unplaced: { id: string; reason: UnplacedReason }[];
  /** Play-hour minutes from the first day's start to the last match's end (nights left out). */
  length: number;
  /** No plan can be shorter: total match time ÷ courts, or the longest chain of feeding matches. */
  lowerBound: number;
}

interface Interval {
  start: number;
  end: number;
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Play-hour minutes from the first day's start to `time`. */
function playMinutes(days: ScheduleInput['days'], time: number): number {
  let total = 0;
  for (const day of days) {
    if (time <= day.start) break;
    total += Math.min(time, day.end) - day.start;
  }
  return total;
}

/** The longest chain of matches from each match to the end of its draw (durations and rests). */
function tails(matches: readonly ScheduleMatch[], rest: number): Map<string, number> {
  const next = new Map<string, string[]>();
  for (const match of matches)
    for (const feeder of match.feeds) next.set(feeder, [...(next.get(feeder) ?? []), match.id]);
  const byId = new Map(matches.map((match) => [match.id, match]));
  const memo = new Map<string, number>();
  const tail = (id: string): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const after = (next.get(id) ?? []).map((following) => rest + tail(following));
    const value = (byId.get(id)?.duration ?? 0) + Math.max(0, ...after);
    memo.set(id, value);
    return value;
  };
  for (const match of matches) tail(match.id);
  return memo;
}

/**
 * The latest start each match may have so that the pinned matches stay where they are: a match
 * ends (with the rest) before anything it feeds starts, down the chain to a pinned match, and a
 * round does not start after a later round of its group that is pinned.
 */
function latestStarts(input: ScheduleInput, pinned: ReadonlyMap<string, PlacedMatch>): Map<string, number> {
  const latest = new Map<string, number>();
  const feedsInto = new Map<string, ScheduleMatch[]>();
  for (const match of input.matches)
    for (const feeder of match.feeds) feedsInto.set(feeder, [...(feedsInto.get(feeder) ?? []), match]);
  const byId = new Map(input.matches.map((match) => [match.id, match]));
  const visit = (id: string): number => {
    const known = latest.get(id);
    if (known !== undefined) return known;
    const own = pinned.get(id);
    const match = byId.get(id) as ScheduleMatch;
    let value = own ? own.start : Number.POSITIVE_INFINITY;
    for (const next of feedsInto.get(id) ?? [])
      value = Math.min(value, visit(next.id) - input.rest - match.duration);
    for (const other of pinned.values()) {
      const later = byId.get(other.id) as ScheduleMatch;
      if (later.group === match.group && later.round > match.round) value = Math.min(value, other.start);
    }
    latest.set(id, value);
    return value;
  };
  for (const match of input.matches) visit(match.id);
  return latest;
}

/** The earliest each match could start were courts and players no limit: after its feeders and the rest. */
function earliestByChain(input: ScheduleInput): Map<string, number> {
  const byId = new Map(input.matches.map((match) => [match.id, match]));
  const earliest = new Map<string, number>();
  const visit = (id: string): number => {
    const known = earliest.get(id);
    if (known !== undefined) return known;
    const match = byId.get(id) as ScheduleMatch;
    let value = input.days[0]?.start ?? 0;
    for (const feeder of match.feeds)
      if (byId.has(feeder))
        value = Math.max(value, visit(feeder) + (byId.get(feeder) as ScheduleMatch).duration + input.rest);
    earliest.set(id, value);
    return value;
  };
  for (const match of input.matches) visit(match.id);
  return earliest;
}

export function lowerBound(input: ScheduleInput): number {
  const work = input.matches.reduce((sum, match) => sum + match.duration, 0);
  const chain = Math.max(0, ...tails(input.matches, input.rest).values());
  return Math.max(Math.ceil(work / Math.max(1, input.courts.length)), chain);
}

export function scheduleDay(input: ScheduleInput): DayPlan {
  const byId = new Map<string, ScheduleMatch>();
  for (const match of input.matches) {
    if (byId.has(match.id)) throw new RangeError(`match ${match.id} is listed twice`);
    byId.set(match.id, match);
  }
  const courtBusy = new Map<string, Interval[]>(input.courts.map((court) => [court, []]));
  const playerBusy = new Map<number, { interval: Interval; event: string; known: boolean }[]>();
  const placedById = new Map<string, PlacedMatch>();
  const unplaced: DayPlan['unplaced'] = [];
  const roundStarts = new Map<string, Map<number, number>>(); // group → round → latest start
  const occupy = (match: ScheduleMatch, court: string, start: number) => {
    const interval = { start, end: start + match.duration };
    courtBusy.get(court)?.push(interval);
    const known = new Set(match.known);
    for (const player of match.players) {
      const busy = playerBusy.get(player) ?? [];
      busy.push({ interval, event: match.event, known: known.has(player) });
      playerBusy.set(player, busy);
    }
    const placed = { id: match.id, court, ...interval };
    placedById.set(match.id, placed);
    const rounds = roundStarts.get(match.group) ?? new Map<number, number>();
    rounds.set(match.round, Math.max(rounds.get(match.round) ?? start, start));
    roundStarts.set(match.group, rounds);
  };
  /** What a player's other matches forbid this one: another event's, or this event's both sure of them. */
  const clashes = (match: ScheduleMatch) => {
    const known = new Set(match.known);
    return match.players.flatMap((player) =>
      (playerBusy.get(player) ?? [])
        .filter((busy) => busy.event !== match.event || (busy.known && known.has(player)))
        .map((busy) => busy.interval),
    );
  };
  const playersFree = (match: ScheduleMatch, interval: Interval) =>
    clashes(match).every(
      (busy) => !overlaps({ start: busy.start - input.rest, end: busy.end + input.rest }, interval),
    );

  // What has started stays where it is.
  for (const fixed of input.fixed ?? []) {
    const match = byId.get(fixed.id);
    if (match) occupy({ ...match, duration: fixed.end - fixed.start }, fixed.court, fixed.start);
  }
  // Pinned matches next, as they are; a clash between two of them leaves the later one out, and
  // so does a pin too early for the matches that feed it to be played first.
  const earliest = earliestByChain(input);
  /** A pin before an earlier round's pin of its group, or after a later round's. */
  const outOfRoundOrder = (match: ScheduleMatch, start: number) =>
    [...placedById.values()].some((other) => {
      const placed = byId.get(other.id) as ScheduleMatch;
      return (
        placed.group === match.group &&
        ((placed.round < match.round && other.start > start) ||
          (placed.round > match.round && other.start < start))
      );
    });
  for (const match of input.matches) {
    if (!match.pinned || placedById.has(match.id)) continue;
    const interval = { start: match.pinned.start, end: match.pinned.start + match.duration };
    if (!courtBusy.has(match.pinned.court)) unplaced.push({ id: match.id, reason: 'unknown_court' });
    else if (
      // A pin whose time went by without the match starting cannot be kept: the director pins it again.
      match.pinned.start < (input.notBefore ?? Number.NEGATIVE_INFINITY) ||
      match.pinned.start < (earliest.get(match.id) ?? 0) ||
      outOfRoundOrder(match, match.pinned.start) ||
      (courtBusy.get(match.pinned.court) ?? []).some((busy) => overlaps(busy, interval)) ||
      !playersFree(match, interval)
    )
      unplaced.push({ id: match.id, reason: 'pinned_conflict' });
    else occupy(match, match.pinned.court, match.pinned.start);
  }
  const fixedIds = new Set((input.fixed ?? []).map((fixed) => fixed.id));
  const settled = (id: string) => placedById.has(id) || unplaced.some((entry) => entry.id === id);

  const tail = tails(input.matches, input.rest);
  const latest = latestStarts(input, placedById);
  const waiting = input.matches.filter((match) => !settled(match.id));
  // A group's rounds in order: a match may go once every match of the group's earlier rounds is settled.
  const openRounds = new Map<string, number[]>();
  for (const match of waiting)
    openRounds.set(match.group, [...(openRounds.get(match.group) ?? []), match.round]);
  const eligible = (match: ScheduleMatch) =>
    match.feeds.every((feeder) => settled(feeder) || !byId.has(feeder)) &&
    Math.min(...(openRounds.get(match.group) ?? [match.round])) === match.round;

  while (waiting.length > 0) {
    let index = -1;
    for (let i = 0; i < waiting.length; i += 1) {
      const candidate = waiting[i] as ScheduleMatch;
      if (!eligible(candidate)) continue;
      const best = index === -1 ? null : (waiting[index] as ScheduleMatch);
      if (!best || (tail.get(candidate.id) ?? 0) > (tail.get(best.id) ?? 0)) index = i;
    }
    if (index === -1) throw new Error('the feeds form a cycle');
    const match = waiting.splice(index, 1)[0] as ScheduleMatch;
    const rounds = openRounds.get(match.group) as number[];
    rounds.splice(rounds.indexOf(match.round), 1);
    const place = earliestPlace(match);
    if (typeof place === 'string') unplaced.push({ id: match.id, reason: place });
    else occupy(match, place.court, place.start);
  }

  /** The earliest court and time the rules allow, or why there is none. */
  function earliestPlace(match: ScheduleMatch): { court: string; start: number } | UnplacedReason {
    let from = Math.max(input.days[0]?.start ?? 0, input.notBefore ?? Number.NEGATIVE_INFINITY);
    for (const feeder of match.feeds) {
      if (!byId.has(feeder)) continue;
      const placed = placedById.get(feeder);
      if (!placed) return 'feeder_unplaced';
      from = Math.max(from, placed.end + input.rest);
    }
    const rounds = roundStarts.get(match.group);
    if (rounds) for (const [round, start] of rounds) if (round < match.round) from = Math.max(from, start);
    // Candidate starts: `from`, each day's start, and the end (plus rest) of everything in the way.
    const candidates = new Set<number>([from, ...input.days.map((day) => day.start)]);
    for (const court of courtBusy.values()) for (const busy of court) candidates.add(busy.end);
    for (const busy of clashes(match)) candidates.add(busy.end + input.rest);
    for (const start of [...candidates].filter((time) => time >= from).sort((a, b) => a - b)) {
      if (start > (latest.get(match.id) ?? Number.POSITIVE_INFINITY)) break;
      const interval = { start, end: start + match.duration };
      if (!input.days.some((day) => day.start <= interval.start && interval.end <= day.end)) continue;
      if (!playersFree(match, interval)) continue;
      const court = input.courts.find(
        (name) => !(courtBusy.get(name) ?? []).some((busy) => overlaps(busy, interval)),
      );
      if (court !== undefined) return { court, start };
    }
    return 'no_time';
  }

  // A pinned match whose feeders found no time before it cannot be played there after all.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [id, placed] of placedById) {
      if (fixedIds.has(id)) continue;
      const match = byId.get(id) as ScheduleMatch;
      const late = match.feeds.some((feeder) => {
        const before = placedById.get(feeder);
        return byId.has(feeder) && (!before || before.end + input.rest > placed.start);
      });
      if (late) {
        placedById.delete(id);
        unplaced.push({ id, reason: 'feeder_unplaced' });
        changed = true;
      }
    }
  }
  const placed = [...placedById.values()].sort((a, b) => a.start - b.start || a.court.localeCompare(b.court));
  const last = Math.max(input.days[0]?.start ?? 0, ...placed.map((match) => match.end));
  return { placed, unplaced, length: playMinutes(input.days, last), lowerBound: lowerBound(input) };
}

/**
 * How late each court runs after a re-plan: the delay of its next match not yet started against
 * the plan before (0 when on time or early, or when it has nothing left).
 */
export function courtDelays(
  before: readonly PlacedMatch[],
  after: readonly PlacedMatch[],
  courts: readonly string[],
  now: number,
): Record<string, number> {
  const planned = new Map(before.map((match) => [match.id, match.start]));
  return Object.fromEntries(
    courts.map((court) => {
      const next = after
        .filter((match) => match.court === court && match.start >= now)
        .sort((a, b) => a.start - b.start)[0];
      const was = next ? planned.get(next.id) : undefined;
      return [court, next && was !== undefined ? Math.max(0, next.start - was) : 0];
    }),
  );
}
