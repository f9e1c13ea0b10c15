/**
 * Who may sit out the next round. Two rules, in this order:
 * 1. nobody sits a (k+1)-th time before everyone has sat k times (so the sit-out counts never
 *    differ by more than one after any round);
 * 2. nobody sits two rounds in a row, whenever fewer than half the players must sit each round
 *    (2·sitters < players). When more than half must sit (e.g. 9+ players on one doubles court)
 *    someone necessarily sits twice running. At exactly half (8 players on one court, 16 on
 *    two…) it could hold, but only one way: whoever sat plays next round and whoever played sits,
 *    so the night splits into two groups that never meet. There the rule yields (the search in
 *    greedy-rounds.ts still avoids a back-to-back sit-out unless it is needed to mix the groups).
 * With 2·sitters ≤ players both rules can always be met together: when fewer players than
 * `sitters` are at the lowest count, none of them sat last round, and there are always enough
 * players at the higher count who did not sit last round to fill the bench (sitters − |A| ≤
 * players − |A| − sitters). The search in greedy-rounds.ts may pick any `choose` of `optional`.
 */

export interface SitOutChoice {
  mustSit: number[];
  optional: number[];
  /** How many of `optional` sit. */
  choose: number;
}

/** True when rule 2 (no back-to-back sit-outs) holds for this many sitters per round. */
export function avoidsBackToBackSitOuts(players: number, sitters: number): boolean {
  return 2 * sitters < players;
}

/** `sitCount[p]` and `satLast[p]` are indexed by player number (index 0 unused). */
export function planSitOuts(
  players: number,
  sitters: number,
  sitCount: ArrayLike<number>,
  satLast: ArrayLike<number>,
): SitOutChoice {
  if (sitters === 0) return { mustSit: [], optional: [], choose: 0 };
  let lowest = Number.POSITIVE_INFINITY;
  for (let p = 1; p <= players; p += 1) lowest = Math.min(lowest, sitCount[p] as number);
  const atLowest: number[] = [];
  const above: number[] = [];
  for (let p = 1; p <= players; p += 1) ((sitCount[p] as number) === lowest ? atLowest : above).push(p);
  const strict = avoidsBackToBackSitOuts(players, sitters);
  const rested = (group: number[], needed: number) => {
    const fresh = group.filter((p) => !satLast[p]);
    return strict && fresh.length >= needed ? fresh : group;
  };
  if (atLowest.length >= sitters)
    return { mustSit: [], optional: rested(atLowest, sitters), choose: sitters };
  const choose = sitters - atLowest.length;
  return { mustSit: atLowest, optional: rested(above, choose), choose };
}
