import { describe, expect, it } from 'vitest';
import {
  defaultEventTimes,
  formatSessionDay,
  formatSessionTimes,
  formatSessionWhen,
  formatZoneOffset,
  isOtherZone,
} from './session-when';

/**
 * Intl separates parts with no-break and thin spaces, and spaces a range's dash by language (and
 * ICU version); the tests read plain spaces and a bare dash.
 */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/\s*–\s*/g, '–');

const HCM = 'Asia/Ho_Chi_Minh';
/** 19:00–21:00 on Friday 11 December 2026 in Hồ Chí Minh City (UTC+7). */
const evening = {
  starts_at: '2026-12-11T12:00:00.000Z',
  ends_at: '2026-12-11T14:00:00.000Z',
  time_zone: HCM,
};

describe('a new evening’s first guess', () => {
  it('starts at the next full hour today in the zone, for two hours', () => {
    // 18:20 in Hồ Chí Minh City.
    expect(defaultEventTimes(new Date('2026-12-11T11:20:00Z'), HCM)).toEqual({
      date: '2026-12-11',
      start_time: '19:00',
      end_time: '21:00',
    });
    // On the hour: the next one.
    expect(defaultEventTimes(new Date('2026-12-11T11:00:00Z'), HCM).start_time).toBe('19:00');
  });

  it('reads today in the zone, not in UTC', () => {
    // 02:10 on 12 December in Hồ Chí Minh City is still 11 December in UTC.
    expect(defaultEventTimes(new Date('2026-12-11T19:10:00Z'), HCM)).toEqual({
      date: '2026-12-12',
      start_time: '03:00',
      end_time: '05:00',
    });
  });

  it('ends on its day late at night, and moves to tomorrow after 23:00', () => {
    // 21:30: 22:00 until 23:59.
    expect(defaultEventTimes(new Date('2026-12-11T14:30:00Z'), HCM)).toEqual({
      date: '2026-12-11',
      start_time: '22:00',
      end_time: '23:59',
    });
    // 23:15 on the last day of the year: midnight of the next year.
    expect(defaultEventTimes(new Date('2026-12-31T16:15:00Z'), HCM)).toEqual({
      date: '2027-01-01',
      start_time: '00:00',
      end_time: '02:00',
    });
  });
});

describe('a session’s time in words', () => {
  it('says the day and times in the session’s zone, in the reader’s language', () => {
    expect(plain(formatSessionDay(evening, 'vi'))).toBe('Thứ 6, 11 thg 12, 2026');
    expect(plain(formatSessionDay(evening, 'en'))).toBe('Fri, Dec 11, 2026');
    expect(plain(formatSessionTimes(evening, 'vi'))).toBe('19:00–21:00');
    expect(plain(formatSessionTimes(evening, 'en'))).toBe('7:00–9:00 PM');
    expect(plain(formatSessionWhen(evening, 'en'))).toBe('Fri, Dec 11, 2026, 7:00–9:00 PM');
    // Vietnamese puts the times before the day, as Intl writes a date with its time.
    expect(plain(formatSessionWhen(evening, 'vi'))).toContain('19:00–21:00');
    expect(plain(formatSessionWhen(evening, 'vi'))).toContain('11 thg 12, 2026');
  });

  it('reads the same clock wherever it is read', () => {
    const london = { ...evening, time_zone: 'Europe/London' };
    expect(plain(formatSessionTimes(london, 'vi'))).toBe('12:00–14:00');
    expect(plain(formatSessionTimes(evening, 'vi'))).toBe('19:00–21:00');
  });

  it('says nothing for an instant it cannot read', () => {
    expect(formatSessionWhen({ ...evening, starts_at: '' }, 'vi')).toBe('');
    expect(formatSessionDay({ ...evening, starts_at: 'soon' }, 'en')).toBe('');
  });

  it('names the zone’s offset when the reader’s clock is another', () => {
    const at = new Date(evening.starts_at);
    expect(formatZoneOffset(HCM, 'en', at)).toBe('GMT+7');
    expect(isOtherZone(HCM, at, HCM)).toBe(false);
    expect(isOtherZone(HCM, at, 'Asia/Bangkok')).toBe(false);
    expect(isOtherZone(HCM, at, 'Europe/Paris')).toBe(true);
  });
});
