import { describe, expect, it } from 'vitest';
import {
  buildSearchText,
  foldForSearch,
  neutralizeSpreadsheetCell,
  normalizePhone,
  normalizeTextInput,
} from './text';

describe('foldForSearch', () => {
  it('drops Vietnamese diacritics, đ and case', () => {
    expect(foldForSearch('Nguyễn Văn Đức')).toBe('nguyen van duc');
    expect(foldForSearch('  Hồ   Chí Minh ')).toBe('ho chi minh');
    expect(buildSearchText(['Trần Thị Bình', null, 'binh.tran', undefined])).toBe('tran thi binh binh.tran');
  });
});

describe('normalizePhone', () => {
  it('folds +84 into the national form and keeps other numbers', () => {
    expect(normalizePhone('+84 987 654 321')).toBe('0987654321');
    expect(normalizePhone('84987654321')).toBe('0987654321');
    expect(normalizePhone('+1 (415) 555-0100')).toBe('+14155550100');
  });
});

describe('neutralizeSpreadsheetCell', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx'])('prefixes %j', (value) => {
    expect(neutralizeSpreadsheetCell(value)).toBe(`'${value}`);
  });
  it('leaves ordinary text alone', () => {
    expect(neutralizeSpreadsheetCell('Nguyễn')).toBe('Nguyễn');
  });
  it('drops control, bidi and invisible characters stored before they were refused', () => {
    expect(neutralizeSpreadsheetCell('Sân\u0000 \u202EA\u200B\u001b')).toBe('Sân A');
    expect(neutralizeSpreadsheetCell('\u200B=1+1')).toBe(`'=1+1`);
    expect(neutralizeSpreadsheetCell('một\ndòng\thai')).toBe('một\ndòng\thai');
  });
});

describe('normalizeTextInput', () => {
  const line = (value: string) => normalizeTextInput(value, { multiline: false });
  const free = (value: string) => normalizeTextInput(value, { multiline: true });

  it('composes to NFC and drops zero-width characters, BOM and direction marks', () => {
    expect(line('Nguyễn'.normalize('NFD'))).toEqual({ ok: true, value: 'Nguyễn' });
    expect(line('\uFEFFSân\u200B A\u200C\u2060\u200E')).toEqual({ ok: true, value: 'Sân A' });
  });

  it('keeps a zero-width joiner only inside an emoji sequence', () => {
    expect(line('👨\u200D👩\u200D👧 a\u200Db')).toEqual({ ok: true, value: '👨\u200D👩\u200D👧 ab' });
  });

  it.each(['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u202Eb', 'a\u2067b', 'a\ud800b'])(
    'refuses %j in any text',
    (value) => {
      expect(line(value)).toEqual({ ok: false, problem: 'control_characters' });
      expect(free(value)).toEqual({ ok: false, problem: 'control_characters' });
    },
  );

  it('keeps tabs and line breaks in free text only, reading CR LF, CR and U+2028 as LF', () => {
    expect(free('a\r\nb\rc\u2028d\te')).toEqual({ ok: true, value: 'a\nb\nc\nd\te' });
    expect(line('a\nb')).toEqual({ ok: false, problem: 'control_characters' });
    expect(line('a\tb')).toEqual({ ok: false, problem: 'control_characters' });
    expect(line(' Sân A\n')).toEqual({ ok: true, value: ' Sân A\n' });
  });
});
