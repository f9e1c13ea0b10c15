import { describe, expect, it } from 'vitest';
import { buildSearchText, foldForSearch, neutralizeSpreadsheetCell, normalizePhone } from './text';

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
});
