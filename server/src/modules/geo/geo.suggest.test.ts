import { describe, expect, it } from 'vitest';
import { findProvince } from './geo.data';
import { editDistance, suggestProvince, suggestWard } from './geo.suggest';

const hoChiMinh = () => {
  const province = findProvince('79');
  if (!province) throw new Error('no province 79');
  return province;
};

describe('suggesting the nearest administrative unit', () => {
  it('counts single-letter edits', () => {
    expect(editDistance('ben thanh', 'ben thanh')).toBe(0);
    expect(editDistance('ben tanh', 'ben thanh')).toBe(1);
    expect(editDistance('thao dien', 'thau dein')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests the ward of the province nearest a misspelt name, without diacritics or prefix', () => {
    expect(suggestWard(hoChiMinh(), 'Phuong Ben Tanh')?.name).toBe('Phường Bến Thành');
    expect(suggestWard(hoChiMinh(), 'p. Sai Gonn')?.name).toBe('Phường Sài Gòn');
  });

  it('suggests nothing for a name far from every ward, or too short to judge', () => {
    expect(suggestWard(hoChiMinh(), 'Hoàn Kiếm Xyz Qwerty')).toBeNull();
    expect(suggestWard(hoChiMinh(), 'Q1')).toBeNull();
  });

  it('suggests the nearest province the same way', () => {
    expect(suggestProvince('Thanh pho Ho Chi Mihn')?.name).toBe('Thành phố Hồ Chí Minh');
    expect(suggestProvince('Da Nangg')?.name).toBe('Thành phố Đà Nẵng');
    expect(suggestProvince('Atlantis')).toBeNull();
  });
});
