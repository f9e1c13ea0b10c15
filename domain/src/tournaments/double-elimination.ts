/**
 * Double elimination: a winners' bracket as in single elimination, a losers' bracket of
 * 2·(log2 size − 1) rounds fed by every winners' round (drop-order.ts avoids immediate rematches),
 * and a grand final between the two champions. Everyone but the champion leaves with two losses:
 * when the losers' champion wins the grand final both have one, so the optional reset `GF2` (a
 * full match, or one game to 15 as many pickleball events play it) decides. Without a reset the
 * grand final is final, and the winners' champion can leave with a single loss.
 *
 * Byes are not losses: the loser of a bye slot is a bye, and a losers' slot against a bye
 * resolves by itself (progress.ts). The loser of the losers' final takes bronze.
 */
import type { DoubleEliminationOptions, Draw, DrawSlot } from './draw.types';
import {
  buildBackDraw,
  buildMainBracket,
  draftSlot,
  finalizeSlots,
  loserOf,
  type SlotDraft,
  winnerOf,
} from './elimination';
import { bracketSize, FIXED_PLACEMENT } from './seeding';
import { seededFirstRound } from './single-elimination';

export function generateDoubleElimination(entrants: number, options: DoubleEliminationOptions = {}): Draw {
  const grandFinalReset = options.grandFinalReset ?? true;
  const resetFormat = options.resetFormat ?? 'full_match';
  const size = bracketSize(entrants);
  const seedPlacement = options.seedPlacement ?? FIXED_PLACEMENT;
  const winners = buildMainBracket(seededFirstRound(entrants, seedPlacement), 'W', 'winners');
  const losers = buildBackDraw(winners, winners.length, 'L', 'losers', {
    round: 'losers_round',
    final: 'losers_final',
  });
  const winnersFinal = (winners.flat().at(-1) as SlotDraft).key;
  const losersFinal = losers.at(-1)?.[0]?.key;
  const drafts = [...winners.flat(), ...losers.flat()];
  // Two entrants: the winners' final loser is the losers' champion without playing again.
  const losersChampion = losersFinal === undefined ? loserOf(winnersFinal) : winnerOf(losersFinal);
  drafts.push(
    draftSlot({
      key: 'GF',
      bracket: 'final',
      round: 1,
      position: 1,
      sides: [winnerOf(winnersFinal), losersChampion],
      label: { key: 'grand_final' },
    }),
  );
  if (grandFinalReset)
    drafts.push(
      draftSlot({
        key: 'GF2',
        bracket: 'final',
        round: 2,
        position: 1,
        // Played only when side b (the losers' champion) won GF: then GF's loser is the winners'
        // champion, kept on side a.
        sides: [loserOf('GF'), winnerOf('GF')],
        label: { key: 'grand_final_reset' },
        playedIf: { slot: 'GF', winner: 'b' },
        matchFormat: resetFormat === 'one_game_to_15' ? 'one_game_to_15' : 'event',
      }),
    );
  const slots: DrawSlot[] = finalizeSlots(drafts);
  return {
    format: 'double_elimination',
    entrants,
    bracketSize: size,
    pools: [],
    settings: { bronzeMatch: false, grandFinalReset, resetFormat, advancePerPool: null, seedPlacement },
    slots,
  };
}
