import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDoubleElimination } from './double-elimination';
import { immediateRematches, playWholeEvent, structuralProblems } from './draw.testing';
import { computePlacings } from './placings';
import { resolveDraw } from './progress';
import { bracketSize } from './seeding';

const ENTRANTS = Array.from({ length: 127 }, (_, i) => i + 2); // 2..128

describe('generateDoubleElimination', () => {
  it.each(ENTRANTS)(
    '%i entrants: standard rounds, every winners-bracket loser drops, consistent links',
    (n) => {
      const draw = generateDoubleElimination(n);
      const size = bracketSize(n);
      const rounds = Math.log2(size);
      const winners = draw.slots.filter((slot) => slot.bracket === 'winners');
      const losers = draw.slots.filter((slot) => slot.bracket === 'losers');
      expect(structuralProblems(draw)).toEqual([]);
      expect(winners).toHaveLength(size - 1);
      expect(Math.max(...winners.map((slot) => slot.round))).toBe(rounds);
      expect(losers).toHaveLength(size >= 4 ? size - 2 : 0);
      expect(Math.max(0, ...losers.map((slot) => slot.round))).toBe(2 * (rounds - 1));
      for (const slot of winners) expect(slot.loserTo).not.toBeNull();
      for (const slot of losers) expect(slot.loserTo).toBeNull();
      expect(draw.slots.filter((slot) => slot.bracket === 'final').map((slot) => slot.key)).toEqual([
        'GF',
        'GF2',
      ]);
      if (size >= 4) expect(losers.at(-1)?.label).toEqual({ key: 'losers_final' });
    },
  );

  it('keeps the reset out when it is off, and plays it as one game to 15 when asked', () => {
    expect(generateDoubleElimination(8, { grandFinalReset: false }).slots.some((s) => s.key === 'GF2')).toBe(
      false,
    );
    const reset = generateDoubleElimination(8, { resetFormat: 'one_game_to_15' }).slots.find(
      (s) => s.key === 'GF2',
    );
    expect(reset?.matchFormat).toBe('one_game_to_15');
    expect(reset?.playedIf).toEqual({ slot: 'GF', winner: 'b' });
  });

  it('drops the semi-final losers crosswise, so they do not meet the teams they just beat', () => {
    const draw = generateDoubleElimination(8);
    const source = (key: string) => draw.slots.find((slot) => slot.key === key)?.sides[1];
    // W2-1 holds the winners of W1-1/W1-2, whose losers meet in L1-1 → its loser goes to L2-2.
    expect(source('L2-1')).toEqual({ kind: 'loser', slot: 'W2-2' });
    expect(source('L2-2')).toEqual({ kind: 'loser', slot: 'W2-1' });
  });

  it('resolves a losers-bracket slot with nobody in it instead of leaving it unplayed', () => {
    // Five entrants: seeds 1–3 have byes, so L1-2 is fed only by byes.
    const draw = generateDoubleElimination(5);
    const progress = resolveDraw(draw, {});
    expect(progress.slots['L1-2']?.state).toBe('empty');
    expect(progress.slots['W1-1']).toMatchObject({ state: 'bye', winner: 1, loser: 'bye' });
    const afterFirst = resolveDraw(draw, { 'W1-2': { winner: 'b', games: [[9, 11]] } });
    expect(afterFirst.slots['L1-1']).toMatchObject({ state: 'bye', winner: 4 });
  });
});

describe('a whole double-elimination event with random winners', () => {
  const settings = fc.record({
    n: fc.integer({ min: 2, max: 128 }),
    seed: fc.integer(),
    grandFinalReset: fc.boolean(),
    resetFormat: fc.constantFrom('full_match' as const, 'one_game_to_15' as const),
  });

  it('ends with one champion, 2n−2 or 2n−1 matches, two losses for everyone else, bronze to the losers-final loser', () => {
    fc.assert(
      fc.property(settings, ({ n, seed, grandFinalReset, resetFormat }) => {
        const draw = generateDoubleElimination(n, { grandFinalReset, resetFormat });
        const event = playWholeEvent(draw, seed);
        const { progress, losses } = event;
        expect(progress.complete).toBe(true);
        expect(event.readyViolations).toBe(0);
        expect(progress.stale).toEqual([]);
        const champion = progress.champion as number;
        expect(champion).toBeGreaterThanOrEqual(1);
        const grandFinal = progress.slots.GF;
        const resetPlayed = progress.slots.GF2?.state === 'done';
        expect(event.matchesPlayed).toBe(resetPlayed ? 2 * n - 1 : 2 * n - 2);
        const losersChampionWonFinal = grandFinal?.result?.winner === 'b';
        for (let seedNo = 1; seedNo <= n; seedNo += 1) {
          if (seedNo === champion) expect(losses[seedNo]).toBeLessThanOrEqual(1);
          else if (!grandFinalReset && losersChampionWonFinal && grandFinal?.loser === seedNo)
            expect(losses[seedNo]).toBe(1);
          else expect(losses[seedNo]).toBe(2);
        }
        const placings = computePlacings(draw, progress);
        expect(placings?.map((p) => p.entrant).sort((x, y) => x - y)).toEqual(
          Array.from({ length: n }, (_, i) => i + 1),
        );
        expect(placings?.find((p) => p.place === 1)?.entrant).toBe(champion);
        const losersFinal = draw.slots.filter((slot) => slot.bracket === 'losers').at(-1);
        if (losersFinal) {
          const bronze = placings?.filter((p) => p.medal === 'bronze').map((p) => p.entrant);
          expect(bronze).toEqual([progress.slots[losersFinal.key]?.loser]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never has a dropped entrant meet at once the entrant it last beat, before the losers’ final', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 128 }), fc.integer(), (n, seed) => {
        const draw = generateDoubleElimination(n);
        const event = playWholeEvent(draw, seed);
        const losersFinal = draw.slots.filter((slot) => slot.bracket === 'losers').at(-1)?.key;
        expect(immediateRematches(draw, event).filter((key) => key !== losersFinal)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});
