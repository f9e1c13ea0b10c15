/**
 * Initial rounds of Z-cyclic whist tournaments for the sizes the field construction in whist.ts
 * does not cover (every n = 4m, and n = 4m+1 that is not a prime power). Each row is one round;
 * adding t (mod `modulus`) to every finite player gives round t, so `modulus` rounds in all.
 * - n = 4m: players are Z_{n−1} ∪ {∞}, with ∞ written as `modulus` (= n − 1);
 * - n = 4m+1: players are Z_n; the one element missing from the row sits out.
 * A table [a, b, c, d] is a and b partnering against c and d.
 *
 * Found by domain/scripts/find-whist-bases.ts (a seeded search over difference conditions; its
 * header explains them) and checked in full by whist.test.ts. To re-run:
 *   npx tsx domain/scripts/find-whist-bases.ts 64 20
 * and paste its output here. 32 and 33 came from a longer run of the general search
 * (WHIST_SIZES=32 and WHIST_SIZES=33, about 30 s each) and 36 (WHIST_SIZES=36, 91 s of a 200 s
 * budget); the sizes still missing up to 64 (44, 45, 48 resisted 200 s each; 52, 56, 57, 60, 64
 * 10 s) use the partnership stream.
 */
export interface WhistBase {
  players: number;
  modulus: number;
  tables: readonly (readonly number[])[];
}

export const WHIST_BASES: readonly WhistBase[] = [
  { players: 4, modulus: 3, tables: [[3, 0, 1, 2]] },
  {
    players: 8,
    modulus: 7,
    tables: [
      [7, 0, 5, 1],
      [2, 3, 6, 4],
    ],
  },
  {
    players: 12,
    modulus: 11,
    tables: [
      [11, 0, 9, 6],
      [1, 8, 5, 7],
      [2, 3, 10, 4],
    ],
  },
  {
    players: 16,
    modulus: 15,
    tables: [
      [15, 0, 4, 1],
      [2, 8, 10, 5],
      [3, 14, 9, 7],
      [6, 13, 11, 12],
    ],
  },
  {
    players: 20,
    modulus: 19,
    tables: [
      [19, 0, 12, 1],
      [2, 17, 13, 7],
      [3, 4, 11, 6],
      [5, 14, 10, 8],
      [9, 16, 18, 15],
    ],
  },
  {
    players: 21,
    modulus: 21,
    tables: [
      [1, 2, 17, 13],
      [3, 9, 20, 12],
      [4, 6, 19, 5],
      [7, 16, 11, 14],
      [8, 18, 15, 10],
    ],
  },
  {
    players: 24,
    modulus: 23,
    tables: [
      [23, 0, 2, 5],
      [1, 16, 22, 12],
      [3, 17, 18, 6],
      [4, 9, 19, 13],
      [7, 14, 20, 21],
      [8, 10, 15, 11],
    ],
  },
  {
    players: 28,
    modulus: 27,
    tables: [
      [27, 0, 3, 24],
      [1, 26, 9, 18],
      [2, 25, 11, 16],
      [4, 23, 8, 19],
      [5, 22, 6, 21],
      [7, 20, 13, 14],
      [10, 17, 12, 15],
    ],
  },
  {
    players: 32,
    modulus: 31,
    tables: [
      [31, 0, 6, 21],
      [1, 11, 25, 5],
      [2, 26, 15, 17],
      [3, 30, 7, 4],
      [8, 20, 27, 18],
      [9, 14, 22, 23],
      [10, 28, 12, 29],
      [13, 19, 16, 24],
    ],
  },
  {
    players: 33,
    modulus: 33,
    tables: [
      [1, 24, 14, 17],
      [2, 21, 13, 19],
      [3, 16, 9, 18],
      [4, 26, 12, 8],
      [5, 30, 11, 6],
      [7, 23, 27, 28],
      [10, 25, 15, 22],
      [20, 32, 31, 29],
    ],
  },
  {
    players: 36,
    modulus: 35,
    tables: [
      [35, 0, 26, 18],
      [1, 11, 30, 31],
      [2, 9, 22, 8],
      [3, 15, 17, 20],
      [4, 19, 12, 16],
      [5, 10, 13, 29],
      [6, 24, 28, 34],
      [7, 33, 32, 21],
      [14, 27, 25, 23],
    ],
  },
  {
    players: 40,
    modulus: 39,
    tables: [
      [39, 0, 13, 26],
      [1, 38, 7, 32],
      [2, 37, 5, 34],
      [3, 36, 17, 22],
      [4, 35, 19, 20],
      [6, 33, 11, 28],
      [8, 31, 10, 29],
      [9, 30, 18, 21],
      [12, 27, 16, 23],
      [14, 25, 15, 24],
    ],
  },
];
