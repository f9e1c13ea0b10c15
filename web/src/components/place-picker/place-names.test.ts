import { describe, expect, it } from 'vitest';
import { filterPlaceOptions, placeName, toPlaceOptions } from './place-names';

const wards = [
  { code: '26743', name: 'Phường Bến Thành', name_en: 'Ben Thanh Ward' },
  { code: '26734', name: 'Phường Tân Định', name_en: 'Tan Dinh Ward' },
  { code: '27004', name: 'Xã Bình Chánh', name_en: 'Binh Chanh Commune' },
  { code: '26740', name: 'Phường Đa Kao', name_en: 'Da Kao Ward' },
  { code: '26737', name: 'Phường Dương Đông', name_en: 'Duong Dong Ward' },
  { code: '27010', name: 'Đặc khu Côn Đảo', name_en: 'Con Dao Special Zone' },
  { code: '26750', name: 'Phường An Khánh', name_en: 'An Khanh Ward' },
];

describe('place names', () => {
  it('names places in the reader’s language', () => {
    expect(placeName(wards[0]!, 'vi')).toBe('Phường Bến Thành');
    expect(placeName(wards[0]!, 'en')).toBe('Ben Thanh Ward');
  });

  it('sorts Vietnamese names with Vietnamese collation, without their unit word', () => {
    expect(toPlaceOptions(wards, 'vi').map((option) => option.label)).toEqual([
      'Phường An Khánh',
      'Phường Bến Thành',
      'Xã Bình Chánh',
      'Đặc khu Côn Đảo',
      'Phường Dương Đông',
      // Đ is its own letter, after D.
      'Phường Đa Kao',
      'Phường Tân Định',
    ]);
  });

  it('sorts English names alphabetically', () => {
    expect(toPlaceOptions(wards, 'en').map((option) => option.label)).toEqual([
      'An Khanh Ward',
      'Ben Thanh Ward',
      'Binh Chanh Commune',
      'Con Dao Special Zone',
      'Da Kao Ward',
      'Duong Dong Ward',
      'Tan Dinh Ward',
    ]);
  });

  it('finds a place typed without diacritics, in either language, whatever the unit', () => {
    const options = toPlaceOptions(wards, 'vi');
    const codes = (query: string) => filterPlaceOptions(options, query).map((option) => option.value);
    expect(codes('ben thanh')).toEqual(['26743']);
    expect(codes('BẾN')).toEqual(['26743']);
    expect(codes('da kao')).toEqual(['26740']);
    expect(codes('đa k')).toEqual(['26740']);
    expect(codes('commune')).toEqual(['27004']);
    expect(codes('  ')).toHaveLength(wards.length);
  });
});
