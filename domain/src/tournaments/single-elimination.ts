/**
 * Single elimination: the bracket is the next power of two, byes go to the top seeds in the
 * standard seeding order (seeding.ts), and each round's winners meet the neighbouring winners.
 * Optionally a bronze match between the semi-final losers; without it they share third place
 * (placings.ts), as USA Pickleball leaves the other places to the tournament officials.
 */
import type { Draw, DrawSlot, SingleEliminationOptions, SlotSource } from './draw.types';
import { buildMainBracket, draftSlot, finalizeSlots, loserOf, type SlotDraft } from './elimination';
import { bracketSize, FIXED_PLACEMENT, type SeedPlacement, seedBracket } from './seeding';

export const seedSource = (seed: number | null): SlotSource =>
  seed === null ? { kind: 'bye' } : { kind: 'seed', seed };

/** The first round of a seeded bracket as slot sources, top to bottom. */
export function seededFirstRound(entrants: number, placement: SeedPlacement): [SlotSource, SlotSource][] {
  return seedBracket(entrants, placement).map(([a, b]) => [seedSource(a), seedSource(b)]);
}

/**
 * A knockout bracket with an optional bronze match `BR` (needs semi-finals: four lines or more).
 * Shared by single elimination (prefix W, bracket winners) and pool play's playoff (PO, playoff).
 */
export function buildKnockout(
  firstRound: readonly (readonly [SlotSource, SlotSource])[],
  prefix: string,
  bracket: 'winners' | 'playoff',
  bronzeMatch: boolean,
): SlotDraft[] {
  const rounds = buildMainBracket(firstRound, prefix, bracket);
  const drafts = rounds.flat();
  const semis = rounds.at(-2);
  if (bronzeMatch && semis && semis.length === 2) {
    const [first, second] = semis as [SlotDraft, SlotDraft];
    drafts.push(
      draftSlot({
        key: 'BR',
        bracket: 'bronze',
        round: 1,
        position: 1,
        sides: [loserOf(first.key), loserOf(second.key)],
        label: { key: 'bronze' },
      }),
    );
  }
  return drafts;
}

export function generateSingleElimination(entrants: number, options: SingleEliminationOptions = {}): Draw {
  const bronzeMatch = options.bronzeMatch ?? false;
  const size = bracketSize(entrants);
  const seedPlacement = options.seedPlacement ?? FIXED_PLACEMENT;
  const slots: DrawSlot[] = finalizeSlots(
    buildKnockout(seededFirstRound(entrants, seedPlacement), 'W', 'winners', bronzeMatch),
  );
  return {
    format: 'single_elimination',
    entrants,
    bracketSize: size,
    pools: [],
    settings: {
      bronzeMatch: bronzeMatch && size >= 4,
      grandFinalReset: false,
      resetFormat: 'full_match',
      advancePerPool: null,
      seedPlacement,
    },
    slots,
  };
}
