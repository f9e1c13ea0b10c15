/** Exact decompositions of all C(n,2) partnerships, the epochs of the partnership stream. */

/** Circle method on Z_(n−1) ∪ {∞}: matching t pairs ∞ with t and t + i with t − i. */
export function oneFactorization(n: number): [number, number][][] {
  const m = n - 1;
  return Array.from({ length: m }, (_, t) => {
    const edges: [number, number][] = [[n, t + 1]];
    for (let i = 1; i < n / 2; i += 1) edges.push([((t + i) % m) + 1, ((t - i + m) % m) + 1]);
    return edges;
  });
}

/** Walecki on {∞} ∪ Z_(n−1), n odd: cycle j is ∞, j, j+1, j−1, j+2, j−2, …, j+k (k = (n−1)/2). */
export function waleckiCycles(n: number): number[][] {
  const m = n - 1;
  const k = m / 2;
  return Array.from({ length: k }, (_, j) => {
    const order = [n, j + 1];
    for (let i = 1; i < k; i += 1) order.push(((j + i) % m) + 1, ((j - i + m) % m) + 1);
    order.push(((j + k) % m) + 1);
    return order;
  });
}
