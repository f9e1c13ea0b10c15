import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHOICE_POOL,
  pickNextGame,
  type QueuedPlayer,
  type QueueGame,
  type QueueHistory,
  queueHistory,
} from './court-queue';

const key = (x: number, y: number) => (x < y ? `${x}-${y}` : `${y}-${x}`);

/** A queue of distinct players (ids 1..ids), each with tonight's games, a waiting time and maybe a rating. */
const queueArb = (min: number, max: number, ids = 60) =>
  fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: ids }),
      games: fc.integer({ min: 0, max: ids > 20 ? 4 : 1 }),
      waitingSince: fc.integer({ min: 0, max: 40 }),
      rating: fc.option(fc.double({ min: 2, max: 6, noNaN: true }), { nil: null }),
    }),
    { minLength: min, maxLength: max, selector: (player) => player.id },
  );

/** Games already played tonight among ids 1..ids (four distinct players each). */
const historyArb = (ids = 60) =>
  fc.array(
    fc.uniqueArray(fc.integer({ min: 1, max: ids }), { minLength: 4, maxLength: 4 }).map(
      ([a, b, c, d]): QueueGame => [
        [a!, b!],
        [c!, d!],
      ],
    ),
    { maxLength: 80 },
  );

/** Partnerships and opposing pairs of a game that happened before, counted as the pick counts them. */
function repeats(game: QueueGame, history: QueueHistory): [number, number] {
  const [one, two] = game;
  let partners = 0;
  for (const team of [one, two])
    for (let i = 0; i < team.length; i += 1)
      for (let j = i + 1; j < team.length; j += 1)
        if (history.partners.has(key(team[i]!, team[j]!))) partners += 1;
  let opponents = 0;
  for (const x of one) for (const y of two) if (history.opponents.has(key(x, y))) opponents += 1;
  return [partners, opponents];
}

/**
 * Every game rule 1 allows, written apart from the implementation: all players with fewer games
 * than the level the last seat needs, the rest from that level's CHOICE_POOL longest waiting.
 */
function allowedGames(waiting: readonly QueuedPlayer[]): QueueGame[] {
  const ordered = [...waiting].sort(
    (a, b) => a.games - b.games || a.waitingSince - b.waitingSince || a.id - b.id,
  );
  const level = ordered[3]!.games;
  const must = ordered.filter((player) => player.games < level).map((player) => player.id);
  const pool = ordered
    .filter((player) => player.games === level)
    .slice(0, CHOICE_POOL)
    .map((player) => player.id);
  const games: QueueGame[] = [];
  const pick = (from: number, chosen: number[]) => {
    if (must.length + chosen.length === 4) {
      const [a, b, c, d] = [...must, ...chosen] as [number, number, number, number];
      games.push(
        [
          [a, b],
          [c, d],
        ],
        [
          [a, c],
          [b, d],
        ],
        [
          [a, d],
          [b, c],
        ],
      );
      return;
    }
    for (let i = from; i < pool.length; i += 1) pick(i + 1, [...chosen, pool[i]!]);
  };
  pick(0, []);
  return games;
}

describe('pickNextGame (court queue mode)', () => {
  it('forms no game with fewer waiting than a game seats', () => {
    const three = [1, 2, 3].map((id) => ({ id, games: 0, waitingSince: id }));
    expect(pickNextGame(three, queueHistory([]))).toBeNull();
    expect(pickNextGame(three.slice(0, 1), queueHistory([]), { kind: 'singles' })).toBeNull();
  });

  it('takes four distinct waiting players, two a side, and refuses a player queued twice', () => {
    fc.assert(
      fc.property(queueArb(4, 48), historyArb(), (waiting, games) => {
        const pick = pickNextGame(waiting, queueHistory(games));
        const ids = pick!.game.flat();
        expect(pick!.game.map((team) => team.length)).toEqual([2, 2]);
        expect(new Set(ids).size).toBe(4);
        for (const id of ids) expect(waiting.some((player) => player.id === id)).toBe(true);
      }),
    );
    const twice = [1, 2, 3, 4, 1].map((id) => ({ id, games: 0, waitingSince: 0 }));
    expect(() => pickNextGame(twice, queueHistory([]))).toThrow(RangeError);
  });

  it('never leaves waiting a player with fewer games than one it picks', () => {
    fc.assert(
      fc.property(queueArb(4, 48), historyArb(), (waiting, games) => {
        const picked = new Set(pickNextGame(waiting, queueHistory(games))!.game.flat());
        const most = Math.max(...waiting.filter((p) => picked.has(p.id)).map((p) => p.games));
        for (const player of waiting)
          if (!picked.has(player.id)) expect(player.games).toBeGreaterThanOrEqual(most);
      }),
    );
  });

  it('repeats partners only when every allowed game does, then opponents only when every such game does', () => {
    fc.assert(
      // A small club with a dense history: most choices repeat someone, so the rule is put to work.
      fc.property(queueArb(4, 16, 16), historyArb(16), (waiting, games) => {
        const history = queueHistory(games);
        const pick = pickNextGame(waiting, history)!;
        const costs = allowedGames(waiting).map((game) => repeats(game, history));
        const fewestPartners = Math.min(...costs.map(([partners]) => partners));
        const fewestOpponents = Math.min(
          ...costs.filter(([partners]) => partners === fewestPartners).map(([, opponents]) => opponents),
        );
        expect(repeats(pick.game, history)).toEqual([fewestPartners, fewestOpponents]);
        expect([pick.partnerRepeats, pick.opponentRepeats]).toEqual([fewestPartners, fewestOpponents]);
      }),
    );
  });

  it('is the same game whatever order the queue is read in', () => {
    fc.assert(
      fc.property(queueArb(4, 30), historyArb(), fc.integer(), (waiting, games, shift) => {
        const history = queueHistory(games);
        const turned = [
          ...waiting.slice(Math.abs(shift) % waiting.length),
          ...waiting.slice(0, Math.abs(shift) % waiting.length),
        ];
        expect(pickNextGame(turned.reverse(), history)).toEqual(pickNextGame(waiting, history));
      }),
    );
  });

  it('prefers the longest waiting when nothing repeats, and a fresh partner over waiting order', () => {
    const waiting = [
      { id: 10, games: 2, waitingSince: 5 },
      { id: 11, games: 2, waitingSince: 1 },
      { id: 12, games: 2, waitingSince: 2 },
      { id: 13, games: 2, waitingSince: 3 },
      { id: 14, games: 2, waitingSince: 4 },
      // Fewer games: plays whatever the others waited.
      { id: 15, games: 1, waitingSince: 9 },
    ];
    expect(pickNextGame(waiting, queueHistory([]))!.game.flat().sort()).toEqual([11, 12, 13, 15]);
    // 11, 12 and 13 each partnered 15 already: 14 (waiting less) makes a game where 15 partners
    // someone new, and 10 stays waiting.
    const history = queueHistory([
      [
        [15, 11],
        [40, 41],
      ],
      [
        [15, 12],
        [42, 43],
      ],
      [
        [15, 13],
        [44, 45],
      ],
    ]);
    const pick = pickNextGame(waiting, history)!;
    expect(pick.partnerRepeats).toBe(0);
    expect(pick.game.flat().sort()).toEqual([11, 12, 14, 15]);
    expect(pick.game.find((team) => team.includes(15))).toContain(14);
  });

  it('splits the four into teams of close ratings when asked, and plays singles one a side', () => {
    const waiting = [
      { id: 1, games: 0, waitingSince: 0, rating: 5.5 },
      { id: 2, games: 0, waitingSince: 1, rating: 5.0 },
      { id: 3, games: 0, waitingSince: 2, rating: 3.0 },
      { id: 4, games: 0, waitingSince: 3, rating: null },
    ];
    const balanced = pickNextGame(waiting, queueHistory([]), { balanceByRating: true })!;
    // Unknown counts as the mean (4.5): 5.5 + 3.0 against 5.0 + 4.5.
    expect(balanced.game.map((team) => [...team].sort())).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(pickNextGame(waiting, queueHistory([]), { kind: 'singles' })!.game).toEqual([[1], [2]]);
  });
});
