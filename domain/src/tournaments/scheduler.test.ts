import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DrawFormat } from './draw.types';
import { generateDraw } from './generate';
import { drawMatches, expectedMatchMinutes } from './schedule-draw';
import { courtDelays, type DayPlan, type ScheduleInput, type ScheduleMatch, scheduleDay } from './scheduler';

const FORMATS: DrawFormat[] = [
  'single_elimination',
  'double_elimination',
  'consolation',
  'round_robin',
  'pool_play',
];

/** One or two events on shared courts; in the second, some seeds share a player with the first (doubles and mixed). */
const dayArb = fc
  .record({
    events: fc.array(
      fc.record({ format: fc.constantFrom(...FORMATS), entrants: fc.integer({ min: 4, max: 32 }) }),
      { minLength: 1, maxLength: 2 },
    ),
    courts: fc.integer({ min: 1, max: 16 }),
    shared: fc.integer({ min: 0, max: 8 }),
    days: fc.integer({ min: 1, max: 3 }),
    rest: fc.constantFrom(0, 10, 20),
    duration: fc.integer({ min: 10, max: 45 }),
    pins: fc.array(fc.record({ match: fc.nat(), court: fc.nat(), at: fc.nat(600) }), { maxLength: 2 }),
  })
  .map((day): ScheduleInput => {
    const matches = day.events.flatMap(({ format, entrants }, e) => {
      const draw = generateDraw(format, format === 'pool_play' ? Math.max(entrants, 8) : entrants);
      const players = (seed: number) =>
        e === 1 && seed <= day.shared
          ? [1000 + 2 * seed, 9000 + seed]
          : [1000 * (e + 1) + 2 * seed, 1000 * (e + 1) + 2 * seed + 1];
      return drawMatches(`E${e}`, draw, players, () => day.duration);
    });
    const courts = Array.from({ length: day.courts }, (_, i) => `Sân ${i + 1}`);
    const days = Array.from({ length: day.days }, (_, d) => ({
      start: d * 1440 + 480,
      end: d * 1440 + 1200,
    }));
    for (const pin of day.pins) {
      const match = matches[pin.match % matches.length] as ScheduleMatch;
      match.pinned = { court: courts[pin.court % courts.length] as string, start: 480 + pin.at };
    }
    return { matches, courts, days, rest: day.rest };
  });

/** Every rule of the plan, checked on its output; returns what broke. */
function brokenRules(input: ScheduleInput, plan: DayPlan): string[] {
  const broken: string[] = [];
  const at = new Map(plan.placed.map((placed) => [placed.id, placed]));
  const byId = new Map(input.matches.map((match) => [match.id, match]));
  const settled = [...plan.placed.map((p) => p.id), ...plan.unplaced.map((u) => u.id)];
  if (settled.length !== input.matches.length || new Set(settled).size !== settled.length)
    broken.push('not every match settled exactly once');
  for (const placed of plan.placed) {
    const match = byId.get(placed.id) as ScheduleMatch;
    const fixed = input.fixed?.find((entry) => entry.id === placed.id);
    if (fixed && (fixed.court !== placed.court || fixed.start !== placed.start || fixed.end !== placed.end))
      broken.push(`${placed.id}: a started match moved`);
    if (!fixed && placed.end - placed.start !== match.duration) broken.push(`${placed.id}: duration`);
    if (!fixed && input.notBefore !== undefined && placed.start < input.notBefore)
      broken.push(`${placed.id}: planned in the past`);
    if (!input.courts.includes(placed.court)) broken.push(`${placed.id}: court`);
    if (!input.days.some((day) => day.start <= placed.start && placed.end <= day.end))
      broken.push(`${placed.id}: outside play hours`);
    if (match.pinned && (match.pinned.court !== placed.court || match.pinned.start !== placed.start))
      broken.push(`${placed.id}: pinned match moved`);
    for (const feeder of match.feeds) {
      const before = at.get(feeder);
      if (!before) broken.push(`${placed.id}: placed without its feeder ${feeder}`);
      else if (placed.start < before.end + input.rest)
        broken.push(`${placed.id}: starts before ${feeder} ends and rests`);
    }
  }
  for (let i = 0; i < plan.placed.length; i += 1)
    for (let j = i + 1; j < plan.placed.length; j += 1) {
      const [p, q] = [plan.placed[i]!, plan.placed[j]!];
      const [m, n] = [byId.get(p.id)!, byId.get(q.id)!];
      if (p.court === q.court && p.start < q.end && q.start < p.end)
        broken.push(`${p.id} and ${q.id}: one court`);
      const shared =
        m.event === n.event
          ? m.known.some((player) => n.known.includes(player))
          : m.players.some((player) => n.players.includes(player));
      if (shared && p.start < q.end + input.rest && q.start < p.end + input.rest)
        broken.push(`${p.id} and ${q.id}: a player without rest`);
      if (m.group === n.group && m.round !== n.round) {
        const [early, late] = m.round < n.round ? [p, q] : [q, p];
        if (late.start < early.start) broken.push(`${late.id} starts before the earlier round's ${early.id}`);
      }
    }
  return broken;
}

describe('scheduleDay', () => {
  it('keeps every rule: courts, players across events with rest, feeds, rounds in order, pins, play hours', () => {
    fc.assert(
      fc.property(dayArb, (input) => {
        expect(brokenRules(input, scheduleDay(input))).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps every rule on a big day: 128 teams in double elimination and 64 in pool play, a quarter in both', () => {
    const matches = [
      ...drawMatches(
        'open',
        generateDraw('double_elimination', 128),
        (seed) => [2 * seed, 2 * seed + 1],
        () => 20,
      ),
      ...drawMatches(
        'mixed',
        generateDraw('pool_play', 64),
        (seed) => (seed <= 32 ? [2 * seed, 10_000 + seed] : [20_000 + seed]),
        () => 20,
      ),
    ];
    const days = [0, 1, 2].map((day) => ({ start: day * 1440 + 480, end: day * 1440 + 1200 }));
    const input = { matches, courts: ['1', '2', '3', '4', '5', '6', '7', '8'], days, rest: 20 };
    const plan = scheduleDay(input);
    expect(plan.unplaced).toEqual([]);
    expect(brokenRules(input, plan)).toEqual([]);
  });

  it('places everything when the hours allow, never shorter than the lower bound', () => {
    fc.assert(
      fc.property(dayArb, (input) => {
        const roomy = { ...input, matches: input.matches.map(({ pinned: _, ...match }) => match) };
        roomy.days = [{ start: 0, end: 100_000 }];
        const plan = scheduleDay(roomy);
        expect(plan.unplaced).toEqual([]);
        expect(plan.length).toBeGreaterThanOrEqual(plan.lowerBound);
      }),
      { numRuns: 30 },
    );
  });

  it('says why a match is left out: no time, a pinned clash, an unplaced feeder, a court that does not exist', () => {
    const match = (id: string, extra: Partial<ScheduleMatch> = {}): ScheduleMatch => ({
      id,
      event: 'E',
      group: 'E:winners',
      round: 1,
      duration: 60,
      feeds: [],
      players: [],
      known: [],
      ...extra,
    });
    const plan = scheduleDay({
      courts: ['Sân 1'],
      days: [{ start: 0, end: 120 }],
      rest: 0,
      matches: [
        match('a', { pinned: { court: 'Sân 1', start: 0 } }),
        match('b', { pinned: { court: 'Sân 1', start: 30 } }),
        match('c', { pinned: { court: 'Sân 9', start: 60 } }),
        match('d', { group: 'E:consolation' }),
        // e has a match after it, so it goes before d (the longer chain first).
        match('e'),
        match('f', { round: 2, feeds: ['e'] }),
        match('g', { group: 'E:final', feeds: ['c'] }),
        // Its feeder cannot have ended by 10 o'clock on the first minute of play.
        match('h', { group: 'E:bronze', feeds: ['e'], pinned: { court: 'Sân 1', start: 0 } }),
      ],
    });
    expect(plan.placed.map((placed) => [placed.id, placed.start])).toEqual([
      ['a', 0],
      ['e', 60],
    ]);
    expect(Object.fromEntries(plan.unplaced.map((entry) => [entry.id, entry.reason]))).toEqual({
      b: 'pinned_conflict',
      c: 'unknown_court',
      d: 'no_time',
      f: 'no_time',
      g: 'feeder_unplaced',
      h: 'pinned_conflict',
    });
  });

  it('plays the semi-finals early enough for a final pinned on the show court at 16:00', () => {
    const draw = generateDraw('single_elimination', 8);
    const matches = drawMatches(
      'E',
      draw,
      (seed) => [seed],
      () => 45,
    );
    const final = matches.find((match) => match.id === 'E:W3-1') as ScheduleMatch;
    final.pinned = { court: 'Show', start: 16 * 60 };
    const plan = scheduleDay({
      matches,
      courts: ['Show', 'Sân 2'],
      days: [{ start: 8 * 60, end: 20 * 60 }],
      rest: 20,
    });
    expect(plan.unplaced).toEqual([]);
    const semis = plan.placed.filter((placed) => placed.id.startsWith('E:W2-'));
    for (const semi of semis) expect(semi.end + 20).toBeLessThanOrEqual(16 * 60);
    expect(plan.placed.find((placed) => placed.id === 'E:W3-1')).toMatchObject({ court: 'Show', start: 960 });
  });

  it('re-plans after matches ran long: started and pinned matches never move, the rest keeps every rule', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.nat(300),
        fc.array(fc.nat(40), { minLength: 64, maxLength: 64 }),
        (input, hour, overruns) => {
          const first = scheduleDay(input);
          const now = (input.days[0]?.start ?? 0) + hour;
          // What started before now started on time, but for a few whose players were late (they
          // wait to be planned again, and so does what they feed); those still on court run long.
          const feeds = new Map(input.matches.map((match) => [match.id, match.feeds]));
          const started = new Set<string>();
          const fixed = first.placed.flatMap((placed, index) => {
            const late = (overruns[index % 64] ?? 0) % 7 === 0;
            const fed = (feeds.get(placed.id) ?? []).every((feeder) => started.has(feeder));
            if (placed.start >= now || late || !fed) return [];
            started.add(placed.id);
            return [
              placed.end >= now ? { ...placed, end: placed.end + (overruns[index % 64] ?? 0) } : placed,
            ];
          });
          const replanned = scheduleDay({ ...input, fixed, notBefore: now });
          expect(brokenRules({ ...input, fixed, notBefore: now }, replanned)).toEqual([]);
          for (const match of fixed) expect(replanned.placed).toContainEqual(match);
          for (const match of input.matches.filter((entry) => entry.pinned)) {
            const kept = replanned.placed.find((placed) => placed.id === match.id);
            if (kept) expect(kept).toMatchObject(match.pinned as object);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('says how late each court runs: its next match against the plan before', () => {
    const before = [
      { id: 'a', court: 'Sân 1', start: 540, end: 560 },
      { id: 'b', court: 'Sân 1', start: 580, end: 600 },
      { id: 'c', court: 'Sân 2', start: 580, end: 600 },
    ];
    const after = [
      { id: 'a', court: 'Sân 1', start: 540, end: 585 },
      { id: 'b', court: 'Sân 1', start: 605, end: 625 },
      { id: 'c', court: 'Sân 2', start: 575, end: 595 },
    ];
    expect(courtDelays(before, after, ['Sân 1', 'Sân 2', 'Sân 3'], 570)).toEqual({
      'Sân 1': 25,
      'Sân 2': 0,
      'Sân 3': 0,
    });
  });

  it('expects a match to last by its format', () => {
    expect(expectedMatchMinutes({ best_of: 1, target_points: 11 })).toBe(20);
    expect(expectedMatchMinutes({ best_of: 3, target_points: 11 })).toBe(42);
    expect(expectedMatchMinutes({ best_of: 1, target_points: 15 })).toBe(25);
  });
});
