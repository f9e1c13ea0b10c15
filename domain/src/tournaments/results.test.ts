import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDoubleElimination } from './double-elimination';
import { playWholeEvent } from './draw.testing';
import { computePlacings } from './placings';
import { generatePoolPlay } from './pool-play';
import { type DrawResults, resolveDraw } from './progress';
import { dependentsOf, recordResult } from './results';
import { generateSingleElimination } from './single-elimination';

const A = { winner: 'a' as const, games: [[11, 5]] as [number, number][] };
const B = { winner: 'b' as const, games: [[5, 11]] as [number, number][] };

describe('resolveDraw', () => {
  it('advances a bye by itself and waits for the other half', () => {
    const draw = generateSingleElimination(3);
    const progress = resolveDraw(draw, {});
    expect(progress.slots['W1-1']).toMatchObject({ state: 'bye', entrants: [1, 'bye'], winner: 1 });
    // Seed 2 stands on the bottom line, so seed 3 is on top of the second match.
    expect(progress.slots['W1-2']).toMatchObject({ state: 'ready', entrants: [3, 2] });
    expect(progress.slots['W2-1']).toMatchObject({ state: 'waiting', entrants: [1, null] });
    const after = resolveDraw(draw, { 'W1-2': A });
    expect(after.slots['W2-1']).toMatchObject({ state: 'ready', entrants: [1, 3] });
    expect(after.champion).toBeNull();
    expect(resolveDraw(draw, { 'W1-2': A, 'W2-1': B }).champion).toBe(3);
  });

  it('plays the reset only when the losers’ champion wins the grand final', () => {
    const draw = generateDoubleElimination(2);
    const upToFinal: DrawResults = { 'W1-1': A };
    expect(resolveDraw(draw, upToFinal).slots.GF).toMatchObject({ state: 'ready', entrants: [1, 2] });
    const winnersChampionWins = resolveDraw(draw, { ...upToFinal, GF: A });
    expect(winnersChampionWins.slots.GF2?.state).toBe('not_needed');
    expect(winnersChampionWins.champion).toBe(1);
    expect(winnersChampionWins.complete).toBe(true);
    const reset = resolveDraw(draw, { ...upToFinal, GF: B });
    expect(reset.slots.GF2).toMatchObject({ state: 'ready', entrants: [1, 2] });
    expect(reset.champion).toBeNull();
    expect(resolveDraw(draw, { ...upToFinal, GF: B, GF2: B }).champion).toBe(2);
  });

  it('lists results that cannot count as stale', () => {
    const draw = generateSingleElimination(4);
    expect(resolveDraw(draw, { 'W2-1': A, nowhere: A }).stale.sort()).toEqual(['W2-1', 'nowhere']);
  });
});

describe('dependentsOf', () => {
  it('follows winners and losers to the end of the draw, in order of play', () => {
    const single = generateSingleElimination(8);
    expect(dependentsOf(single, 'W1-3')).toEqual(['W2-2', 'W3-1']);
    expect(dependentsOf(single, 'W3-1')).toEqual([]);
    const double = generateDoubleElimination(4);
    expect(dependentsOf(double, 'W2-1')).toEqual(['L2-1', 'GF', 'GF2']);
    expect(dependentsOf(double, 'W1-1')).toEqual(['W2-1', 'L1-1', 'L2-1', 'GF', 'GF2']);
  });

  it('makes the whole playoff depend on every pool match', () => {
    const draw = generatePoolPlay(8, { pools: 2, advancePerPool: 2 });
    const playoff = draw.slots.filter((slot) => slot.bracket === 'playoff').map((slot) => slot.key);
    expect(dependentsOf(draw, 'P1-R1-1')).toEqual(playoff);
  });
});

describe('recordResult', () => {
  it('refuses a slot that does not exist or whose entrants are not both known', () => {
    const draw = generateSingleElimination(4);
    expect(recordResult(draw, {}, 'W9-9', A)).toEqual({ ok: false, reason: 'unknown_slot' });
    expect(recordResult(draw, {}, 'W2-1', A)).toEqual({ ok: false, reason: 'not_playable' });
    expect(recordResult(generateSingleElimination(3), {}, 'W1-1', A)).toEqual({
      ok: false,
      reason: 'not_playable',
    });
  });

  it('records a walkover as a done match', () => {
    const draw = generateSingleElimination(4);
    const outcome = recordResult(draw, {}, 'W1-1', { winner: 'b', walkover: true });
    if (!outcome.ok) throw new Error('expected the walkover to be recorded');
    expect(resolveDraw(draw, outcome.results).slots['W1-1']).toMatchObject({
      state: 'done',
      winner: 4,
      loser: 1,
    });
  });

  it('resets the later matches a corrected winner changes, and only those', () => {
    const draw = generateSingleElimination(8);
    const played: DrawResults = {
      'W1-1': A,
      'W1-2': A,
      'W1-3': A,
      'W1-4': A,
      'W2-1': A,
      'W2-2': B,
      'W3-1': A,
    };
    const sameWinner = recordResult(draw, played, 'W1-1', { winner: 'a', games: [[11, 9]] });
    expect(sameWinner).toMatchObject({ ok: true, reset: [] });
    const corrected = recordResult(draw, played, 'W1-1', B);
    if (!corrected.ok) throw new Error('expected the correction to be accepted');
    expect(corrected.reset).toEqual(['W2-1', 'W3-1']);
    expect(corrected.results['W2-2']).toEqual(B);
    expect(resolveDraw(draw, corrected.results).slots['W2-1']).toMatchObject({
      state: 'ready',
      entrants: [8, 4],
    });
    const cleared = recordResult(draw, played, 'W2-2', null);
    expect(cleared).toMatchObject({ ok: true, reset: ['W3-1'] });
  });

  it('drops a reset that is no longer needed when the grand final is corrected', () => {
    const draw = generateDoubleElimination(2);
    const played: DrawResults = { 'W1-1': A, GF: B, GF2: A };
    const corrected = recordResult(draw, played, 'GF', A);
    expect(corrected).toMatchObject({ ok: true, reset: ['GF2'] });
    expect(recordResult(draw, { 'W1-1': A, GF: A }, 'GF2', A)).toEqual({ ok: false, reason: 'not_playable' });
    if (corrected.ok) expect(resolveDraw(draw, corrected.results).champion).toBe(1);
  });

  it('resets the playoff when a corrected pool score changes who advanced, not when it does not', () => {
    const draw = generatePoolPlay(6, { pools: 2, advancePerPool: 1 });
    // Pools [1, 4, 5] and [2, 3, 6], the better seed winning every match: 1 tops pool 1. Had 4
    // beaten 1, 4 would top it with two wins.
    const event = playWholeEvent(draw, 3, { pickWinner: (_, [a, b]) => (a < b ? 'a' : 'b') });
    expect(draw.pools[0]).toEqual([1, 4, 5]);
    expect(event.progress.standings[0]?.[0]?.entrant).toBe(1);
    const seedsOf = (slot: (typeof draw.slots)[number]) =>
      slot.sides.map((s) => (s.kind === 'seed' ? s.seed : 0));
    const oneAgainstFour = draw.slots.find((slot) => [1, 4].every((seed) => seedsOf(slot).includes(seed)));
    const key = oneAgainstFour?.key as string;
    const seedOneSide = seedsOf(oneAgainstFour as (typeof draw.slots)[number])[0] === 1 ? 'a' : 'b';
    const flipped = recordResult(draw, event.results, key, {
      winner: seedOneSide === 'a' ? 'b' : 'a',
      games: [],
    });
    const rescored = recordResult(draw, event.results, key, { winner: seedOneSide, games: [] });
    expect(flipped.ok && flipped.reset.length).toBeGreaterThan(0);
    expect(rescored).toMatchObject({ ok: true, reset: [] });
  });

  it('after any correction in a finished event, what stays recorded is consistent and the event can finish again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer(), fc.nat(), (n, seed, pick) => {
        const draw = generateDoubleElimination(n);
        const event = playWholeEvent(draw, seed);
        const key = event.finished[pick % event.finished.length] as string;
        const old = event.results[key];
        const outcome = recordResult(draw, event.results, key, { winner: old?.winner === 'a' ? 'b' : 'a' });
        if (!outcome.ok) throw new Error(`correction refused: ${outcome.reason}`);
        const after = resolveDraw(draw, outcome.results);
        expect(after.stale).toEqual([]);
        for (const reset of outcome.reset) expect(dependentsOf(draw, key)).toContain(reset);
        // Carrying on from the corrected state finishes the event again, by the same rules.
        const replay = playWholeEvent(draw, seed + 1, { from: outcome.results });
        expect(replay.progress.complete).toBe(true);
        expect(replay.readyViolations).toBe(0);
        expect([2 * n - 2, 2 * n - 1]).toContain(replay.matchesPlayed);
        expect(computePlacings(draw, replay.progress)).toHaveLength(n);
      }),
      { numRuns: 60 },
    );
  });
});
