import { describe, expect, it } from 'vitest';
import { createGaloisField, splitPrimePower } from './galois-field';
import { checkShape, checkSitOuts, checkWhist } from './scheduling.testing';
import { buildWhistCycle, hasWhistDesign } from './whist';
import { WHIST_BASES } from './whist-bases';

const WHIST_SIZES = Array.from({ length: 61 }, (_, i) => i + 4).filter((n) => n % 4 <= 1);
/** Every whist size up to 33 must have an exact design. */
const REQUIRED = [4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29, 32, 33];

describe('GF(q)', () => {
  it.each([5, 7, 9, 25, 27, 49])('GF(%i): ω generates every non-zero element and the laws hold', (q) => {
    const field = createGaloisField(q);
    const powers = new Set(Array.from({ length: q - 1 }, (_, i) => field.power(i)));
    expect(powers.size).toBe(q - 1);
    expect(powers.has(0)).toBe(false);
    for (let x = 0; x < q; x += 1)
      for (let y = 0; y < q; y += 3) {
        expect(field.subtract(field.add(x, y), y)).toBe(x);
        for (const z of [1, q - 1, Math.floor(q / 2)])
          expect(field.multiply(x, field.add(y, z))).toBe(
            field.add(field.multiply(x, y), field.multiply(x, z)),
          );
      }
  });

  it('recognises prime powers', () => {
    expect(splitPrimePower(25)).toEqual({ prime: 5, degree: 2 });
    expect(splitPrimePower(27)).toEqual({ prime: 3, degree: 3 });
    expect(splitPrimePower(21)).toBeNull();
  });
});

describe('whist designs', () => {
  it('exist for every size from 4 to 33 (and wherever the table has one)', () => {
    for (const n of REQUIRED) expect(hasWhistDesign(n), `Wh(${n})`).toBe(true);
    for (const base of WHIST_BASES) expect(hasWhistDesign(base.players)).toBe(true);
  });

  it('do not exist for counts ≢ 0, 1 (mod 4)', () => {
    for (const n of [6, 7, 10, 11, 30, 31]) expect(buildWhistCycle(n)).toBeNull();
  });

  it.each(WHIST_SIZES.filter((n) => hasWhistDesign(n)))(
    'Wh(%i): every pair partners once and opposes twice; one sit-out per round for 4m+1',
    (n) => {
      const cycle = buildWhistCycle(n) as NonNullable<ReturnType<typeof buildWhistCycle>>;
      expect(cycle).toHaveLength(n % 4 === 0 ? n - 1 : n);
      expect(checkShape(cycle, n, Math.floor(n / 4))).toEqual([]);
      expect(checkWhist(cycle, n)).toEqual([]);
      expect(checkSitOuts(cycle, n)).toEqual([]);
    },
  );

  it('builds 13 (a prime) and 9, 25 (GF(3²), GF(5²)) from the field, not from the table', () => {
    for (const n of [9, 13, 25]) expect(WHIST_BASES.some((base) => base.players === n)).toBe(false);
  });
});
