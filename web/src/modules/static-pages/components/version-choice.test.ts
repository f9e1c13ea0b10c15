import { describe, expect, it } from 'vitest';
import { defaultComparison, sideToValue, valueToSide } from './version-choice';

const versions = (...numbers: number[]) => numbers.map((version) => ({ version }));

describe('the comparison shown first', () => {
  it('compares the live version with the draft when the draft has unpublished changes', () => {
    expect(defaultComparison(versions(3, 2, 1), true)).toEqual({ from: 3, to: 'draft' });
    expect(defaultComparison(versions(1), true)).toEqual({ from: 1, to: 'draft' });
  });

  it('compares the two newest versions otherwise', () => {
    expect(defaultComparison(versions(3, 2, 1), false)).toEqual({ from: 2, to: 3 });
  });

  it('has nothing to compare without versions, or with one and an unchanged draft', () => {
    expect(defaultComparison([], true)).toBeNull();
    expect(defaultComparison(versions(1), false)).toBeNull();
  });
});

describe('a side in the compare selects', () => {
  it('reads back the draft and version numbers, and nothing else', () => {
    expect(valueToSide(sideToValue('draft'))).toBe('draft');
    expect(valueToSide(sideToValue(7))).toBe(7);
    expect(valueToSide('0')).toBeNull();
    expect(valueToSide('abc')).toBeNull();
  });
});
