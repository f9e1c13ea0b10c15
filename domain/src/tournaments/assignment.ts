/**
 * The assignment problem (Hungarian method with potentials, O(n³)): the cheapest way to give each
 * row its own column. Playoff seeding uses it to place each pool's next team as far as possible
 * from its pool-mates; n is at most the number of pools, so it stays tiny.
 */

/** cost[row][column], square. Returns column per row. */
export function solveAssignment(cost: readonly (readonly number[])[]): number[] {
  const n = cost.length;
  const INF = Number.POSITIVE_INFINITY;
  // 1-based arrays as in the textbook formulation; index 0 is the virtual start column.
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const rowOfColumn = new Array<number>(n + 1).fill(0);
  const way = new Array<number>(n + 1).fill(0);
  for (let row = 1; row <= n; row += 1) {
    rowOfColumn[0] = row;
    let column0 = 0;
    const minimum = new Array<number>(n + 1).fill(INF);
    const used = new Array<boolean>(n + 1).fill(false);
    do {
      used[column0] = true;
      const row0 = rowOfColumn[column0] as number;
      let delta = INF;
      let column1 = 0;
      for (let column = 1; column <= n; column += 1) {
        if (used[column]) continue;
        const reduced =
          ((cost[row0 - 1] as readonly number[])[column - 1] as number) -
          (u[row0] as number) -
          (v[column] as number);
        if (reduced < (minimum[column] as number)) {
          minimum[column] = reduced;
          way[column] = column0;
        }
        if ((minimum[column] as number) < delta) {
          delta = minimum[column] as number;
          column1 = column;
        }
      }
      for (let column = 0; column <= n; column += 1)
        if (used[column]) {
          const r = rowOfColumn[column] as number;
          u[r] = (u[r] as number) + delta;
          v[column] = (v[column] as number) - delta;
        } else minimum[column] = (minimum[column] as number) - delta;
      column0 = column1;
    } while (rowOfColumn[column0] !== 0);
    do {
      const column1 = way[column0] as number;
      rowOfColumn[column0] = rowOfColumn[column1] as number;
      column0 = column1;
    } while (column0 !== 0);
  }
  const result = new Array<number>(n).fill(-1);
  for (let column = 1; column <= n; column += 1) {
    const row = rowOfColumn[column] as number;
    if (row > 0) result[row - 1] = column - 1;
  }
  return result;
}
