/**
 * A maximum matching in a general graph (Edmonds' blossom algorithm, O(V³)): used by the club
 * night's re-plan to pair the round's players into partnerships that never played together,
 * which is possible exactly when the graph of unused partnerships has a perfect matching. The
 * players left unmatched are the fewest possible, so pairing them among themselves repeats as
 * few partnerships as any arrangement could.
 */

/** `adjacent[v]`: the vertices v may be matched with. Returns `mate[v]` (-1 when unmatched). */
export function maximumMatching(adjacent: readonly (readonly number[])[]): number[] {
  const n = adjacent.length;
  const mate = new Array<number>(n).fill(-1);
  const parent = new Array<number>(n).fill(-1);
  const base = new Array<number>(n).fill(0);
  const used = new Array<boolean>(n).fill(false);
  const inBlossom = new Array<boolean>(n).fill(false);
  const queue: number[] = [];

  /** The lowest common ancestor of a and b in the alternating tree (by blossom bases). */
  const commonAncestor = (a: number, b: number): number => {
    const seen = new Array<boolean>(n).fill(false);
    let x = a;
    for (;;) {
      x = base[x] as number;
      seen[x] = true;
      if (mate[x] === -1) break;
      x = parent[mate[x] as number] as number;
    }
    let y = b;
    for (;;) {
      y = base[y] as number;
      if (seen[y]) return y;
      y = parent[mate[y] as number] as number;
    }
  };

  const markPath = (from: number, blossomBase: number, child: number) => {
    let v = from;
    let next = child;
    while (base[v] !== blossomBase) {
      const partner = mate[v] as number;
      inBlossom[base[v] as number] = true;
      inBlossom[base[partner] as number] = true;
      parent[v] = next;
      next = partner;
      v = parent[partner] as number;
    }
  };

  /** An augmenting path's free end from `root`, or -1. */
  const findPath = (root: number): number => {
    used.fill(false);
    parent.fill(-1);
    for (let i = 0; i < n; i += 1) base[i] = i;
    used[root] = true;
    queue.length = 0;
    queue.push(root);
    for (let head = 0; head < queue.length; head += 1) {
      const v = queue[head] as number;
      for (const to of adjacent[v] as readonly number[]) {
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to] as number] !== -1)) {
          const blossomBase = commonAncestor(v, to);
          inBlossom.fill(false);
          markPath(v, blossomBase, to);
          markPath(to, blossomBase, v);
          for (let i = 0; i < n; i += 1)
            if (inBlossom[base[i] as number]) {
              base[i] = blossomBase;
              if (!used[i]) {
                used[i] = true;
                queue.push(i);
              }
            }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          used[mate[to] as number] = true;
          queue.push(mate[to] as number);
        }
      }
    }
    return -1;
  };

  // A greedy start leaves few augmentations to find.
  for (let v = 0; v < n; v += 1)
    if (mate[v] === -1)
      for (const to of adjacent[v] as readonly number[])
        if (mate[to] === -1 && to !== v) {
          mate[v] = to;
          mate[to] = v;
          break;
        }
  for (let root = 0; root < n; root += 1) {
    if (mate[root] !== -1) continue;
    let v = findPath(root);
    while (v !== -1) {
      const previous = parent[v] as number;
      const following = mate[previous] as number;
      mate[v] = previous;
      mate[previous] = v;
      v = following;
    }
  }
  return mate;
}
