/**
 * Vietnamese alphabetical order that a database can sort by: `vietnameseSortKey(name)` is a
 * string whose plain code-point order (SQLite's BINARY, PostgreSQL's COLLATE "C") is the order
 * `Intl.Collator('vi')` gives names, so "Đặng" comes after "Dũng" and before "Võ".
 *
 * Like a collation sort key it has three levels, compared in turn:
 * 1. the letters, in the Vietnamese alphabet (a ă â b c d đ e ê … o ô ơ … u ư …), spaces first;
 * 2. the tones, letter by letter (none, huyền, hỏi, ngã, sắc, nặng);
 * 3. the case, lower before upper.
 * The alphabet and the order of the tones are read from Intl itself, so the two always agree.
 */

const LETTERS = 'aăâbcdđeêfghijklmnoôơpqrstuưvwxyz';
const TONE_MARKS = ['\u0300', '\u0309', '\u0303', '\u0301', '\u0323'] as const; // huyền hỏi ngã sắc nặng
/** Marks that make a letter of its own: ă, â, ê, ô, ơ, ư (NFD splits them off). */
const LETTER_MARKS = new Set(['\u0306', '\u0302', '\u031b']);

const collator = new Intl.Collator('vi');
const LETTER_RANK = new Map([...LETTERS].sort(collator.compare).map((letter, rank) => [letter, rank]));
const TONE_RANK = new Map(
  ['', ...TONE_MARKS]
    .sort((a, b) => collator.compare(`a${a}`.normalize('NFC'), `a${b}`.normalize('NFC')))
    .map((mark, rank) => [mark, rank]),
);

/** Levels are separated by the lowest code, so a shorter name sorts before a longer one it starts. */
const LEVEL_SEPARATOR = '\u0001';
const code = (value: number) => String.fromCharCode(0x100 + value);
const SPACE = 1;
const DIGIT = 10;
const LETTER = 30;
const OTHER = 100;

export function vietnameseSortKey(text: string): string {
  let primary = '';
  let secondary = '';
  let tertiary = '';
  // One base character and the marks that follow it at a time.
  for (const cluster of text
    .normalize('NFD')
    .trim()
    .match(/\P{M}\p{M}*/gu) ?? []) {
    const base = cluster[0] as string;
    const marks = cluster.slice(1);
    const letterMarks = [...marks].filter((mark) => LETTER_MARKS.has(mark)).join('');
    const tone = [...marks].find((mark) => TONE_RANK.has(mark)) ?? '';
    const lower = base.toLowerCase();
    const letter = `${lower}${letterMarks}`.normalize('NFC');
    const rank = LETTER_RANK.get(letter) ?? LETTER_RANK.get(lower);
    if (rank !== undefined) primary += code(LETTER + rank);
    else if (/\d/.test(base)) primary += code(DIGIT + Number(base));
    else if (/\s/.test(base)) primary += code(SPACE);
    else primary += code(OTHER + (base.codePointAt(0) ?? 0));
    secondary += code(TONE_RANK.get(tone) ?? 0);
    tertiary += code(base === lower ? 0 : 1);
  }
  return `${primary}${LEVEL_SEPARATOR}${secondary}${LEVEL_SEPARATOR}${tertiary}`;
}
