/**
 * Arithmetic in GF(p^k) for the small prime powers a club night can reach (q ≤ 64), enough for
 * the algebraic whist construction. An element is an integer whose base-p digits are the
 * coefficients of a polynomial over GF(p); addition is digit-wise mod p, which is exactly the
 * additive group Z_p^k the design is developed over (so GF(9) and GF(25) need no special case).
 */

export interface GaloisField {
  order: number;
  characteristic: number;
  add(x: number, y: number): number;
  subtract(x: number, y: number): number;
  multiply(x: number, y: number): number;
  /** ω^exponent for a primitive element ω (a generator of the multiplicative group). */
  power(exponent: number): number;
}

/** p and k with q = p^k, or null when q is not a prime power. */
export function splitPrimePower(q: number): { prime: number; degree: number } | null {
  if (q < 2) return null;
  for (let prime = 2; prime <= q; prime += 1) {
    if (q % prime !== 0) continue;
    let rest = q;
    let degree = 0;
    while (rest % prime === 0) {
      rest /= prime;
      degree += 1;
    }
    return rest === 1 ? { prime, degree } : null;
  }
  return null;
}

function toDigits(value: number, prime: number, degree: number): number[] {
  const digits: number[] = [];
  let rest = value;
  for (let i = 0; i < degree; i += 1) {
    digits.push(rest % prime);
    rest = Math.floor(rest / prime);
  }
  return digits;
}

function fromDigits(digits: readonly number[], prime: number): number {
  return digits.reduceRight((value, digit) => value * prime + digit, 0);
}

/**
 * Multiplies polynomials modulo a monic `modulus` (its leading coefficient 1 left implicit:
 * `modulus[i]` is the coefficient of x^i for i < degree).
 */
function multiplyModulo(a: number[], b: number[], modulus: number[], prime: number): number[] {
  const degree = modulus.length;
  const product = new Array<number>(2 * degree).fill(0);
  a.forEach((ai, i) => {
    b.forEach((bj, j) => {
      product[i + j] = ((product[i + j] as number) + ai * bj) % prime;
    });
  });
  for (let top = 2 * degree - 1; top >= degree; top -= 1) {
    const lead = product[top] as number;
    if (lead === 0) continue;
    product[top] = 0;
    // x^degree = −(modulus[0] + modulus[1]·x + …)
    modulus.forEach((mi, i) => {
      const at = top - degree + i;
      product[at] = ((((product[at] as number) - lead * mi) % prime) + prime) % prime;
    });
  }
  return product.slice(0, degree);
}

/**
 * Builds the field by finding a monic polynomial of degree k for which x generates all q − 1
 * non-zero residues: such a polynomial is irreducible and x is primitive, so both facts come from
 * one brute-force check (q ≤ 64 keeps it instant).
 */
export function createGaloisField(q: number): GaloisField {
  const split = splitPrimePower(q);
  if (!split) throw new RangeError(`GF(${q}) does not exist: ${q} is not a prime power`);
  const { prime, degree } = split;
  const exp: number[] = [];
  const log = new Map<number, number>();
  const start = degree === 1 ? 1 : 0;
  for (let candidate = start; candidate < q; candidate += 1) {
    const modulus = toDigits(candidate, prime, degree);
    if (modulus[0] === 0) continue; // divisible by x
    // For degree 1 the candidate itself is the generator tried (x stands for it).
    const generator = degree === 1 ? [candidate] : toDigits(prime, prime, degree);
    exp.length = 0;
    log.clear();
    let current = toDigits(1, prime, degree);
    for (let i = 0; i < q - 1; i += 1) {
      const value = fromDigits(current, prime);
      if (log.has(value)) break;
      log.set(value, i);
      exp.push(value);
      current =
        degree === 1
          ? [((current[0] as number) * (generator[0] as number)) % prime]
          : multiplyModulo(current, generator, modulus, prime);
    }
    if (exp.length === q - 1) break;
  }
  if (exp.length !== q - 1) throw new Error(`no primitive element found for GF(${q})`);

  const combine = (x: number, y: number, sign: 1 | -1) =>
    fromDigits(
      toDigits(x, prime, degree).map(
        (digit, i) => (((digit + sign * (toDigits(y, prime, degree)[i] as number)) % prime) + prime) % prime,
      ),
      prime,
    );
  return {
    order: q,
    characteristic: prime,
    add: (x, y) => combine(x, y, 1),
    subtract: (x, y) => combine(x, y, -1),
    multiply: (x, y) =>
      x === 0 || y === 0 ? 0 : (exp[((log.get(x) as number) + (log.get(y) as number)) % (q - 1)] as number),
    power: (exponent) => exp[(((exponent % (q - 1)) + q - 1) % (q - 1)) as number] as number,
  };
}
