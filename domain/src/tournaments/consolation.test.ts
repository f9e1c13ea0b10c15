import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateConsolation } from './consolation';
import { immediateRematches, playWholeEvent, structuralProblems } from './draw.testing';
import { computePlacings } from './placings';
import { bracketSize } from './seeding';

const ENTRANTS = Array.from({ length: 127 }, (_, i) => i + 2); // 2..128

describe('generateConsolation', () => {
  it.each(ENTRANTS)(
    '%i entrants: every main-draw loser but the finalist drops into a consolation draw',
    (n) => {
      const draw = generateConsolation(n);
      const size = bracketSize(n);
      const rounds = Math.log2(size);
      const main = draw.slots.filter((slot) => slot.bracket === 'winners');
      const consolation = draw.slots.filter((slot) => slot.bracket === 'consolation');
      expect(structuralProblems(draw)).toEqual([]);
      expect(main).toHaveLength(size - 1);
      // The losers of every round but the final: size − 2 lines, paired down to one winner.
      expect(consolation).toHaveLength(Math.max(0, size - 3));
      expect(Math.max(0, ...consolation.map((slot) => slot.round))).toBe(Math.max(0, 2 * rounds - 3));
      for (const slot of main)
        if (slot.label.key === 'final') expect(slot.loserTo).toBeNull();
        else expect(slot.loserTo?.slot.startsWith('C')).toBe(true);
      for (const slot of consolation) expect(slot.loserTo).toBeNull();
      if (consolation.length > 0) expect(consolation.at(-1)?.label).toEqual({ key: 'consolation_final' });
    },
  );
});

describe('a whole consolation event with random winners', () => {
  it('crowns one champion, plays (n−1) + (n−3) matches, eliminates on a second loss, gives bronze to the consolation winner', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 128 }), fc.integer(), (n, seed) => {
        const draw = generateConsolation(n);
        const event = playWholeEvent(draw, seed);
        const { progress } = event;
        expect(progress.complete).toBe(true);
        expect(event.readyViolations).toBe(0);
        expect(event.matchesPlayed).toBe(n - 1 + Math.max(0, n - 3));
        const champion = progress.champion as number;
        expect(event.losses[champion]).toBe(0);
        const finalist = progress.slots[draw.slots.find((s) => s.label.key === 'final')?.key ?? '']?.loser;
        const consolationFinal = draw.slots.filter((s) => s.bracket === 'consolation').at(-1);
        const consolationWinner = consolationFinal ? progress.slots[consolationFinal.key]?.winner : null;
        for (let e = 1; e <= n; e += 1) {
          if (e === champion) continue;
          // The finalist and the consolation winner lose once; everyone else leaves on a second loss.
          expect(event.losses[e]).toBe(e === finalist || e === consolationWinner ? 1 : 2);
        }
        const placings = computePlacings(draw, progress) ?? [];
        expect(placings).toHaveLength(n);
        expect(placings.filter((p) => p.medal === 'gold').map((p) => p.entrant)).toEqual([champion]);
        expect(placings.filter((p) => p.medal === 'silver').map((p) => p.entrant)).toEqual([finalist]);
        const bronze = placings.filter((p) => p.medal === 'bronze').map((p) => p.entrant);
        expect(bronze).toEqual(n >= 3 ? [consolationWinner] : []);
        if (n >= 5) expect(immediateRematches(draw, event)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
