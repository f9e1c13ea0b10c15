import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/ui.json';
import vi from '../../../locales/vi/ui.json';
import { dateOrder, formatDateText, parseDateText } from './date-text';

describe('dates as typed in the app’s language', () => {
  it('orders day, month and year as each language writes them', () => {
    expect(dateOrder('vi')).toEqual(['day', 'month', 'year']);
    expect(dateOrder('en')).toEqual(['month', 'day', 'year']);
  });

  it('shows a date dd/mm/yyyy in Vietnamese and mm/dd/yyyy in English', () => {
    expect(formatDateText('2026-12-07', 'vi')).toBe('07/12/2026');
    expect(formatDateText('2026-12-07', 'en')).toBe('12/07/2026');
    expect(formatDateText(undefined, 'vi')).toBe('');
    expect(formatDateText('07/12/2026', 'vi')).toBe('');
  });

  it('reads what a Vietnamese reader types day first', () => {
    expect(parseDateText('07/12/2026', 'vi')).toBe('2026-12-07');
    expect(parseDateText('7/12/2026', 'vi')).toBe('2026-12-07');
    expect(parseDateText('7.12.2026', 'vi')).toBe('2026-12-07');
    expect(parseDateText(' 7-12-2026 ', 'vi')).toBe('2026-12-07');
    expect(parseDateText('25/12/2026', 'vi')).toBe('2026-12-25');
  });

  it('reads what an English reader types month first', () => {
    expect(parseDateText('12/07/2026', 'en')).toBe('2026-12-07');
    expect(parseDateText('12/25/2026', 'en')).toBe('2026-12-25');
    expect(parseDateText('25/12/2026', 'en')).toBeNull();
  });

  it('takes an ISO date in either language and refuses impossible or incomplete ones', () => {
    expect(parseDateText('2026-12-07', 'vi')).toBe('2026-12-07');
    expect(parseDateText('31/02/2026', 'vi')).toBeNull();
    expect(parseDateText('29/02/2028', 'vi')).toBe('2028-02-29');
    expect(parseDateText('7/12/26', 'vi')).toBeNull();
    expect(parseDateText('7/12', 'vi')).toBeNull();
    expect(parseDateText('', 'vi')).toBeNull();
    expect(parseDateText('hôm nay', 'vi')).toBeNull();
  });

  it('names the same order in the field’s placeholder as it reads', () => {
    expect(en.date_field.placeholder).toBe('mm/dd/yyyy');
    expect(vi.date_field.placeholder).toBe('dd/mm/yyyy');
  });
});
