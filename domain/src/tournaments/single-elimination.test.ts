import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playWholeEvent, structuralProblems } from './draw.testing';
import { computePlacings } from './placings';
import { resolveDraw } from './progress';
import { bracketSize } from './seeding';
import { generateSingleElimination } from './single-elimination';

const ENTRANTS = Array.from({ length: 127 }, (_, i) => i + 2); // 2..128

describe('generateSingleElimination', () => {
  it.each(ENTRANTS)('%i entrants: seeded first round, byes advance the top seeds, rounds named', (n) => {
    const draw = generateSingleElimination(n);
    const size = bracketSize(n);
    expect(structuralProblems(draw)).toEqual([]);
    expect(draw.slots).toHaveLength(size - 1);
    const first = draw.slots.filter((slot) => slot.round === 1);
    const seeds = first.flatMap((slot) => slot.sides.flatMap((s) => (s.kind === 'seed' ? [s.seed] : [])));
    expect(seeds.sort((x, y) => x - y)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    const progress = resolveDraw(draw, {});
    const advanced = Object.values(progress.slots)
      .filter((slot) => slot.state === 'bye')
      .map((slot) => slot.winner as number)
      .sort((x, y) => x - y);
    expect(advanced).toEqual(Array.from({ length: size - n }, (_, i) => i + 1));
    expect(draw.slots.at(-1)?.label).toEqual({ key: 'final' });
    if (size >= 4) expect(draw.slots.filter((s) => s.label.key === 'semi_final')).toHaveLength(2);
    if (size >= 32) expect(first[0]?.label).toEqual({ key: 'round_of', size });
  });

  it('adds a bronze match between the semi-final losers only when asked and when there are semi-finals', () => {
    const bronze = generateSingleElimination(8, { bronzeMatch: true }).slots.find(
      (slot) => slot.key === 'BR',
    );
    expect(bronze?.sides).toEqual([
      { kind: 'loser', slot: 'W2-1' },
      { kind: 'loser', slot: 'W2-2' },
    ]);
    expect(generateSingleElimination(8).slots.some((slot) => slot.key === 'BR')).toBe(false);
    expect(generateSingleElimination(2, { bronzeMatch: true }).slots.some((slot) => slot.key === 'BR')).toBe(
      false,
    );
  });
});

describe('a whole single-elimination event with random winners', () => {
  it('ends with one champion after n−1 matches (n with a bronze match), everyone else out after one loss, places by round reached', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 128 }), fc.integer(), fc.boolean(), (n, seed, bronzeMatch) => {
        const draw = generateSingleElimination(n, { bronzeMatch });
        const event = playWholeEvent(draw, seed);
        const { progress } = event;
        expect(progress.complete).toBe(true);
        expect(event.readyViolations).toBe(0);
        const champion = progress.champion as number;
        expect(event.losses[champion]).toBe(0);
        const withBronze = bronzeMatch && n >= 4;
        expect(event.matchesPlayed).toBe(withBronze ? n : n - 1);
        // Only the bronze match's loser loses twice.
        for (let e = 1; e <= n; e += 1)
          if (e !== champion)
            expect(event.losses[e]).toBe(withBronze && progress.slots.BR?.loser === e ? 2 : 1);

        const placings = computePlacings(draw, progress) ?? [];
        expect(placings.map((p) => p.entrant).sort((x, y) => x - y)).toEqual(
          Array.from({ length: n }, (_, i) => i + 1),
        );
        expect(placings[0]).toEqual({ entrant: champion, place: 1, medal: 'gold' });
        const bronze = placings.filter((p) => p.medal === 'bronze');
        if (n >= 4) expect(bronze).toHaveLength(withBronze ? 1 : 2);
        if (withBronze) expect(bronze[0]?.entrant).toBe(progress.slots.BR?.winner);
        // Places follow the round reached: whoever lost later is never placed below.
        const lostIn = new Map<unknown, number>(
          draw.slots
            .filter((s) => s.bracket === 'winners')
            .map((s) => [progress.slots[s.key]?.loser, s.round]),
        );
        const reached = (e: number) => lostIn.get(e) ?? Number.POSITIVE_INFINITY;
        const misplaced = placings.filter((x) =>
          placings.some((y) => reached(x.entrant) > reached(y.entrant) && x.place > y.place),
        );
        expect(misplaced).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
