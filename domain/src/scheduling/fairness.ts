/**
 * How fair a schedule is, as one score the organiser can read and the causes of lost points.
 *
 * The score starts at 100 and loses points for three causes, each judged against what the
 * number of rounds allows (a night stopped after r rounds is not blamed for pairs it had no
 * time to bring together):
 * - partners (doubles): 1 point per 1% of partnerships played that repeat beyond
 *   ⌈2·games / C(n,2)⌉, the most any partnership needs with that many games; at most 40;
 * - opponents: 5 points per step the opposition spread (most − fewest times two players
 *   opposed, singles: met) exceeds the best possible spread (0 when the oppositions divide evenly
 *   among the pairs, else 1); singles add 1 point per 1% of matches that are avoidable
 *   re-meetings (beyond ⌈games / C(n,2)⌉); at most 40;
 * - sit-outs: 10 points per step the sit-out spread exceeds 1, and 3 per back-to-back sit-out
 *   where the rules avoid it (fewer than half the players sitting, see sit-outs.ts); at most 30.
 * score = 100 − the three penalties, clamped to 0–100; labels: excellent ≥ 90, good ≥ 75,
 * fair ≥ 50, needs_improvement below.
 * A complete whist design or round robin loses nothing (every pair partners once and opposes
 * twice, or meets once; sit-outs equal).
 */
import type { DoublesRound, FairnessLabel, ScheduleFairness, SinglesRound } from './scheduling.types';

const isDoublesSchedule = (schedule: DoublesRound[] | SinglesRound[]): schedule is DoublesRound[] =>
  schedule.some((round) => round.some((game) => Array.isArray(game[0])));

export function labelForScore(score: number): FairnessLabel {
  if (score >= 90) return 'excellent';
  if (score >= 75) return 'good';
  if (score >= 50) return 'fair';
  return 'needs_improvement';
}

export function scheduleFairness(
  schedule: DoublesRound[] | SinglesRound[],
  players: number,
): ScheduleFairness {
  const doubles = isDoublesSchedule(schedule);
  const n = players;
  const pairs = (n * (n - 1)) / 2;
  const index = (x: number, y: number) => (x < y ? (x - 1) * n + (y - 1) : (y - 1) * n + (x - 1));
  const partner = new Int32Array(n * n);
  const opponent = new Int32Array(n * n);
  const matches = new Array<number>(n).fill(0);
  const sitOuts = new Array<number>(n).fill(0);
  let games = 0;
  let backToBack = 0;
  let previousSitters: Set<number> | null = null;
  let previousSitterCount = 0;

  for (const round of schedule as (DoublesRound | SinglesRound)[]) {
    const onCourt = new Set<number>();
    for (const game of round) {
      games += 1;
      if (doubles) {
        const [[a, b], [c, d]] = game as DoublesRound[number];
        partner[index(a, b)] = (partner[index(a, b)] as number) + 1;
        partner[index(c, d)] = (partner[index(c, d)] as number) + 1;
        for (const [x, y] of [
          [a, c],
          [a, d],
          [b, c],
          [b, d],
        ] as const)
          opponent[index(x, y)] = (opponent[index(x, y)] as number) + 1;
        for (const p of [a, b, c, d]) onCourt.add(p);
      } else {
        const [a, b] = game as SinglesRound[number];
        opponent[index(a, b)] = (opponent[index(a, b)] as number) + 1;
        onCourt.add(a);
        onCourt.add(b);
      }
    }
    const sitters = new Set<number>();
    for (let p = 1; p <= n; p += 1) {
      if (onCourt.has(p)) matches[p - 1] = (matches[p - 1] as number) + 1;
      else {
        sitters.add(p);
        sitOuts[p - 1] = (sitOuts[p - 1] as number) + 1;
      }
    }
    if (previousSitters && 2 * Math.max(sitters.size, previousSitterCount) < n)
      for (const p of sitters) if (previousSitters.has(p)) backToBack += 1;
    previousSitters = sitters;
    previousSitterCount = sitters.size;
  }

  let oppMin = Number.POSITIVE_INFINITY;
  let oppMax = 0;
  let partnerMin = Number.POSITIVE_INFINITY;
  let partnerMax = 0;
  let partnerRepeats = 0;
  let meetingRepeats = 0;
  const partnerBound = Math.ceil((2 * games) / pairs);
  const meetingBound = Math.ceil(games / pairs);
  for (let x = 1; x <= n; x += 1)
    for (let y = x + 1; y <= n; y += 1) {
      const opposed = opponent[index(x, y)] as number;
      const partnered = partner[index(x, y)] as number;
      oppMin = Math.min(oppMin, opposed);
      oppMax = Math.max(oppMax, opposed);
      partnerMin = Math.min(partnerMin, partnered);
      partnerMax = Math.max(partnerMax, partnered);
      partnerRepeats += Math.max(0, partnered - partnerBound);
      meetingRepeats += Math.max(0, opposed - meetingBound);
    }
  if (pairs === 0) oppMin = 0;
  const oppositions = doubles ? 4 * games : games;
  const bestSpread = oppositions % pairs === 0 ? 0 : 1;
  // No players yet (an evening planned ahead): nobody sits out.
  const sitMin = sitOuts.length === 0 ? 0 : Math.min(...sitOuts);
  const sitOutSpread = sitOuts.length === 0 ? 0 : Math.max(...sitOuts) - sitMin;

  const partnershipsPlayed = 2 * games;
  const penalties = {
    partners:
      doubles && games > 0 ? Math.min(40, Math.round((100 * partnerRepeats) / partnershipsPlayed)) : 0,
    opponents: Math.min(
      40,
      5 * Math.max(0, oppMax - oppMin - bestSpread) +
        (!doubles && games > 0 ? Math.round((100 * meetingRepeats) / games) : 0),
    ),
    sitOuts: Math.min(30, 10 * Math.max(0, sitOutSpread - 1) + 3 * backToBack),
  };
  const score = Math.max(
    0,
    Math.min(100, 100 - penalties.partners - penalties.opponents - penalties.sitOuts),
  );
  const exact =
    games > 0 &&
    sitOutSpread === 0 &&
    (doubles
      ? partnerMin === partnerMax && partnerMin >= 1 && oppMin === 2 * partnerMin && oppMax === oppMin
      : oppMin === oppMax && oppMin >= 1);
  return {
    score,
    label: labelForScore(score),
    partnerRepeats: doubles ? partnerRepeats : 0,
    opponentSpread: [oppMin, oppMax],
    sitOutSpread,
    exact,
    penalties,
    matchesPerPlayer: matches,
    sitOutsPerPlayer: sitOuts,
  };
}
