import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vietnameseSortKey } from './collation';

const collator = new Intl.Collator('vi');
const byKey = (a: string, b: string) => {
  const [x, y] = [vietnameseSortKey(a), vietnameseSortKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

const LETTERS = [...'aăâbcdđeêghiklmnoôơpqrstuưvxy'];
const TONES = ['', '\u0300', '\u0309', '\u0303', '\u0301', '\u0323'];
const syllable = fc
  .tuple(
    fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 5 }),
    fc.constantFrom(...TONES),
    fc.boolean(),
  )
  .map(([letters, tone, capital]) => {
    const word = `${letters.join('')}${tone}`.normalize('NFC');
    return capital ? `${word[0]?.toUpperCase()}${word.slice(1)}` : word;
  });
const name = fc.array(syllable, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));

describe('vietnameseSortKey', () => {
  it('orders names as Intl.Collator("vi") does', () => {
    const names = [
      'Võ Thị Hoa',
      'Đặng Văn An',
      'Dũng',
      'dung',
      'Dung',
      'An',
      'an',
      'Ân',
      'ăn',
      'Anh',
      'An Bình',
    ];
    expect([...names].sort(byKey)).toEqual([...names].sort(collator.compare));
    expect([...names].sort(byKey)).toEqual([
      'an',
      'An',
      'An Bình',
      'Anh',
      'ăn',
      'Ân',
      'dung',
      'Dung',
      'Dũng',
      'Đặng Văn An',
      'Võ Thị Hoa',
    ]);
  });

  it('agrees with Intl.Collator("vi") on any two Vietnamese names', () => {
    fc.assert(
      fc.property(name, name, (a, b) => Math.sign(byKey(a, b)) === Math.sign(collator.compare(a, b))),
      { numRuns: 2_000 },
    );
  });

  it('reads names written in decomposed form (NFD) as the same names', () => {
    expect(vietnameseSortKey('Nguyễn'.normalize('NFD'))).toBe(vietnameseSortKey('Nguyễn'));
  });
});
