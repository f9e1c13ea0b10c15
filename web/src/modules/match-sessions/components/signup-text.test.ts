import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/match-sessions.json';
import vi from '../../../../../locales/vi/match-sessions.json';
import { formatSessionDay, formatSessionTimes } from './session-when';
import {
  feeLabel,
  isNightFull,
  myPlaceText,
  nightTimes,
  ofTotal,
  placeLabel,
  placesLeftText,
  placesOf,
  signupFigures,
} from './signup-text';

/** The module's real catalogs, in both languages: what the reader would see. */
function translator(language: 'en' | 'vi') {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    resources: { en: { 'match-sessions': en }, vi: { 'match-sessions': vi } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (key: string, values?: Record<string, string | number>) => i18n.t(key, values);
}
const tEn = translator('en');
const tVi = translator('vi');
/** Intl's no-break and thin spaces read as plain ones, and a range's dash bare (as session-when.test.ts). */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/\s*–\s*/g, '–');

const signup = (
  id: number,
  status: 'confirmed' | 'waitlisted' | 'cancelled',
  position: number | null = null,
) => ({
  id,
  status,
  waitlist_position: position,
});

describe('a sign-up’s place', () => {
  it('numbers the places in sign-up order, skipping the line and the cancelled', () => {
    const places = placesOf([
      signup(4, 'confirmed'),
      signup(9, 'confirmed'),
      signup(2, 'waitlisted', 1),
      signup(7, 'cancelled'),
    ]);
    expect([...places]).toEqual([
      [4, 1],
      [9, 2],
    ]);
  });

  it('says a place, a place in line, or cancelled, in both languages', () => {
    expect(placeLabel(signup(9, 'confirmed'), 2, tEn)).toBe('Place 2');
    expect(placeLabel(signup(2, 'waitlisted', 2), undefined, tEn)).toBe('#2 in line');
    expect(placeLabel(signup(2, 'waitlisted', 2), undefined, tVi)).toBe('Thứ 2 trong danh sách chờ');
    expect(placeLabel(signup(7, 'cancelled'), undefined, tVi)).toBe('Đã hủy');
    expect(placeLabel(signup(9, 'confirmed'), undefined, tEn)).toBe('Has a place');
  });
});

describe('a fee at a glance', () => {
  it('says paid and how, or unpaid', () => {
    expect(feeLabel({ status: 'paid', method: 'cash' }, tEn)).toBe('Paid · Cash');
    expect(feeLabel({ status: 'paid', method: 'transfer' }, tVi)).toBe('Đã trả phí · Chuyển khoản');
    expect(feeLabel({ status: 'paid', method: 'app' }, tEn)).toBe('Paid · In the app');
    expect(feeLabel({ status: 'paid', method: null }, tEn)).toBe('Paid');
    expect(feeLabel({ status: 'unpaid', method: null }, tVi)).toBe('Chưa trả phí');
  });
});

describe('the list’s figures', () => {
  it('puts the confirmed against the cap and the paid against the confirmed', () => {
    expect(signupFigures({ confirmed: 12, waitlisted: 3, cap: 16, paid: 8 })).toEqual({
      confirmed: '12 / 16',
      waiting: '3',
      paid: '8 / 12',
    });
    expect(ofTotal(7, null)).toBe('7');
  });
});

describe('a night’s places', () => {
  it('says how many are left of the cap, in both languages', () => {
    expect(placesLeftText({ player_cap: 16, confirmed: 11 }, tEn)).toBe('5 of 16 places left');
    expect(placesLeftText({ player_cap: 16, confirmed: 11 }, tVi)).toBe('Còn 5/16 chỗ');
    expect(isNightFull({ player_cap: 16, confirmed: 11 })).toBe(false);
  });

  it('is full at its cap: a sign-up joins the line', () => {
    expect(isNightFull({ player_cap: 16, confirmed: 16 })).toBe(true);
    expect(placesLeftText({ player_cap: 16, confirmed: 16 }, tEn)).toBe('Full: join the line');
    expect(placesLeftText({ player_cap: 16, confirmed: 16 }, tVi)).toBe('Đã đủ người: vào danh sách chờ');
  });

  it('counts the sign-ups of a night without a cap, never full', () => {
    expect(isNightFull({ player_cap: null, confirmed: 40 })).toBe(false);
    expect(placesLeftText({ player_cap: null, confirmed: 1 }, tEn)).toBe('1 signed up');
    expect(placesLeftText({ player_cap: null, confirmed: 40 }, tVi)).toBe('40 người đã đăng ký');
  });

  it('says where I stand', () => {
    const fee = { status: 'unpaid', method: null, note: null, marked_by: null, paid_at: null } as const;
    expect(myPlaceText({ id: 1, status: 'confirmed', waitlist_position: null, fee }, tEn)).toBe('You’re in');
    expect(myPlaceText({ id: 1, status: 'waitlisted', waitlist_position: 3, fee }, tEn)).toBe('#3 in line');
  });
});

describe('a night’s day and times', () => {
  it('reads as its own clock says, in the reader’s language, wherever the reader is', () => {
    const night = nightTimes({ date: '2026-12-11', start_time: '19:00', end_time: '21:30:00' });
    expect(night).toEqual({
      starts_at: '2026-12-11T19:00:00.000Z',
      ends_at: '2026-12-11T21:30:00.000Z',
      time_zone: 'UTC',
    });
    expect(plain(formatSessionTimes(night, 'vi'))).toBe('19:00–21:30');
    expect(plain(formatSessionTimes(night, 'en'))).toBe('7:00–9:30 PM');
    expect(formatSessionDay(night, 'en')).toBe('Fri, Dec 11, 2026');
  });
});
