/**
 * USA Pickleball's "single elimination with consolation" (rule 12.C.1): losers from every round
 * of the main draw before the final go into a consolation draw that plays for the bronze medal,
 * and a second loss eliminates; the main final decides gold and silver. It is double
 * elimination's losers' bracket without the final drop and without a way back to the final.
 *
 * The consolation draw has 2·log2(size) − 3 rounds: round 1 pairs the first-round losers, then
 * each later main round's losers drop in (in drop-order.ts's order) and the survivors are paired,
 * ending with the consolation final. First-round byes are not losses: their "losers" are byes and
 * the slots they leave short resolve by themselves (progress.ts).
 */
import type { Draw, DrawSlot, SeedPlacementOptions } from './draw.types';
import { buildBackDraw, buildMainBracket, finalizeSlots } from './elimination';
import { bracketSize, FIXED_PLACEMENT } from './seeding';
import { seededFirstRound } from './single-elimination';

export function generateConsolation(entrants: number, options: SeedPlacementOptions = {}): Draw {
  const size = bracketSize(entrants);
  const seedPlacement = options.seedPlacement ?? FIXED_PLACEMENT;
  const main = buildMainBracket(seededFirstRound(entrants, seedPlacement), 'W', 'winners');
  const consolation = buildBackDraw(main, main.length - 1, 'C', 'consolation', {
    round: 'consolation_round',
    final: 'consolation_final',
  });
  const slots: DrawSlot[] = finalizeSlots([...main.flat(), ...consolation.flat()]);
  return {
    format: 'consolation',
    entrants,
    bracketSize: size,
    pools: [],
    settings: {
      bronzeMatch: false,
      grandFinalReset: false,
      resetFormat: 'full_match',
      advancePerPool: null,
      seedPlacement,
    },
    slots,
  };
}
