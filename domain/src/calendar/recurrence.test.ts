import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Weekday } from '../courts/courts.rules';
import {
  expandOccurrences,
  ISO_WEEKDAYS,
  isOriginalStart,
  nextOccurrences,
  type OccurrenceException,
  patternOccurrences,
  RECURRENCE_PATTERNS,
  rekeyExceptions,
  type SeriesTiming,
  untilBefore,
} from './recurrence';
import { isoWeekday, toLocal } from './time-zones';

const HCM = 'Asia/Ho_Chi_Minh';
const DAY = 86_400_000;

function weekly(
  start: string,
  end: string,
  extra: Partial<SeriesTiming['recurrence'] & object> = {},
): SeriesTiming {
  return {
    start_at: start,
    end_at: end,
    all_day: false,
    timezone: HCM,
    recurrence: { pattern: 'weekly', interval: 1, ...extra },
  };
}

describe('occurrences in the series time zone', () => {
  it('keep a weekly 19:00 training at 19:00 in Ho Chi Minh City (12:00 UTC), a week apart', () => {
    // Tuesday 2 December 2026, 19:00–21:00 local.
    const series = weekly('2026-12-01T12:00:00.000Z', '2026-12-01T14:00:00.000Z');
    const shown = expandOccurrences(series, [], { from: '2026-12-01T00:00:00Z', to: '2027-01-01T00:00:00Z' });
    expect(shown.map((occurrence) => occurrence.start_at)).toEqual([
      '2026-12-01T12:00:00.000Z',
      '2026-12-08T12:00:00.000Z',
      '2026-12-15T12:00:00.000Z',
      '2026-12-22T12:00:00.000Z',
      '2026-12-29T12:00:00.000Z',
    ]);
    expect(
      shown.every(
        (occurrence) =>
          occurrence.end_at === new Date(Date.parse(occurrence.start_at) + 2 * 3_600_000).toISOString(),
      ),
    ).toBe(true);
  });

  it('keep 19:00 local across a daylight-saving change (London), moving in UTC', () => {
    const series: SeriesTiming = {
      start_at: '2026-10-20T18:00:00.000Z', // 19:00 BST
      end_at: '2026-10-20T19:00:00.000Z',
      all_day: false,
      timezone: 'Europe/London',
      recurrence: { pattern: 'weekly', interval: 1 },
    };
    const shown = expandOccurrences(series, [], { from: '2026-10-20T00:00:00Z', to: '2026-11-04T00:00:00Z' });
    expect(shown.map((occurrence) => occurrence.start_at)).toEqual([
      '2026-10-20T18:00:00.000Z',
      '2026-10-27T19:00:00.000Z', // 19:00 GMT after the clocks went back on 25 October
      '2026-11-03T19:00:00.000Z',
    ]);
  });

  it('meet on several weekdays, every other week, until an end date (inclusive)', () => {
    // Monday 30 November 2026 06:00 local; Monday and Thursday, every 2 weeks, until 24 December.
    const series = weekly('2026-11-29T23:00:00.000Z', '2026-11-30T01:00:00.000Z', {
      interval: 2,
      weekdays: ['thursday', 'monday'],
      until: '2026-12-24',
    });
    const local = expandOccurrences(series, [], {
      from: '2026-11-01T00:00:00Z',
      to: '2027-03-01T00:00:00Z',
    }).map((occurrence) => toLocal(Date.parse(occurrence.start_at), HCM));
    expect(local.map((date) => `${date.month}-${date.day} ${date.hour}:${date.minute}`)).toEqual([
      '11-30 6:0',
      '12-3 6:0',
      '12-14 6:0',
      '12-17 6:0',
    ]);
  });

  it('skip months without the day (31st) and years without 29 February', () => {
    const monthly: SeriesTiming = {
      start_at: '2027-01-31T02:00:00.000Z',
      end_at: '2027-01-31T03:00:00.000Z',
      all_day: false,
      timezone: HCM,
      recurrence: { pattern: 'monthly', interval: 1 },
    };
    const months = expandOccurrences(monthly, [], {
      from: '2027-01-01T00:00:00Z',
      to: '2027-08-01T00:00:00Z',
    }).map((occurrence) => toLocal(Date.parse(occurrence.start_at), HCM).month);
    expect(months).toEqual([1, 3, 5, 7]);
    const yearly: SeriesTiming = {
      start_at: '2028-02-29T01:00:00.000Z',
      end_at: '2028-02-29T02:00:00.000Z',
      all_day: false,
      timezone: HCM,
      recurrence: { pattern: 'yearly', interval: 1 },
    };
    const years = expandOccurrences(yearly, [], {
      from: '2028-01-01T00:00:00Z',
      to: '2037-01-01T00:00:00Z',
    }).map((occurrence) => toLocal(Date.parse(occurrence.start_at), HCM).year);
    expect(years).toEqual([2028, 2032, 2036]);
  });

  it('runs an all-day meeting from local midnight for whole days', () => {
    const series: SeriesTiming = {
      start_at: '2026-12-04T17:00:00.000Z', // 5 December 00:00 local
      end_at: '2026-12-06T17:00:00.000Z', // two days
      all_day: true,
      timezone: HCM,
      recurrence: { pattern: 'yearly', interval: 1 },
    };
    const [first, second] = expandOccurrences(series, [], {
      from: '2026-12-01T00:00:00Z',
      to: '2028-01-01T00:00:00Z',
    });
    expect(first).toMatchObject({ start_at: '2026-12-04T17:00:00.000Z', end_at: '2026-12-06T17:00:00.000Z' });
    expect(second).toMatchObject({
      start_at: '2027-12-04T17:00:00.000Z',
      end_at: '2027-12-06T17:00:00.000Z',
    });
  });
});

describe('exceptions', () => {
  const series = weekly('2026-12-01T12:00:00.000Z', '2026-12-01T14:00:00.000Z');
  const range = { from: '2026-12-01T00:00:00Z', to: '2026-12-20T00:00:00Z' };

  it('leave a cancelled occurrence out, and show a moved one at its new time', () => {
    const exceptions: OccurrenceException<{ title: string }>[] = [
      { original_start: '2026-12-08T12:00:00.000Z', is_cancelled: true, start_at: null, end_at: null },
      {
        original_start: '2026-12-15T12:00:00.000Z',
        is_cancelled: false,
        start_at: '2026-12-16T11:00:00.000Z',
        end_at: '2026-12-16T13:00:00.000Z',
        overrides: { title: 'Tập bù' },
      },
    ];
    const shown = expandOccurrences(series, exceptions, range);
    expect(shown.map((occurrence) => [occurrence.original_start, occurrence.start_at])).toEqual([
      ['2026-12-01T12:00:00.000Z', '2026-12-01T12:00:00.000Z'],
      ['2026-12-15T12:00:00.000Z', '2026-12-16T11:00:00.000Z'],
    ]);
    expect(shown[1]?.exception?.overrides).toEqual({ title: 'Tập bù' });
    expect(expandOccurrences(series, exceptions, range, { includeCancelled: true })).toHaveLength(3);
  });

  it('follow an occurrence moved into the range from outside it, and out of it', () => {
    const moved: OccurrenceException[] = [
      {
        original_start: '2026-12-22T12:00:00.000Z',
        is_cancelled: false,
        start_at: '2026-12-19T12:00:00.000Z',
        end_at: '2026-12-19T14:00:00.000Z',
      },
      {
        original_start: '2026-12-01T12:00:00.000Z',
        is_cancelled: false,
        start_at: '2026-11-28T12:00:00.000Z',
        end_at: '2026-11-28T14:00:00.000Z',
      },
    ];
    expect(expandOccurrences(series, moved, range).map((occurrence) => occurrence.start_at)).toEqual([
      '2026-12-08T12:00:00.000Z',
      '2026-12-15T12:00:00.000Z',
      '2026-12-19T12:00:00.000Z',
    ]);
  });

  it('re-key exceptions by local date when the whole series moves to another time', () => {
    const later = { ...series, start_at: '2026-12-01T13:00:00.000Z', end_at: '2026-12-01T15:00:00.000Z' };
    const rekeyed = rekeyExceptions(series, later, [
      { original_start: '2026-12-08T12:00:00.000Z', is_cancelled: true, start_at: null, end_at: null },
    ]);
    expect(rekeyed).toEqual([
      { original_start: '2026-12-08T13:00:00.000Z', is_cancelled: true, start_at: null, end_at: null },
    ]);
    const onSaturdays = {
      ...later,
      recurrence: { pattern: 'weekly' as const, interval: 1, weekdays: ['saturday' as Weekday] },
    };
    expect(rekeyExceptions(series, onSaturdays, rekeyed)).toEqual([]);
  });
});

describe('properties', () => {
  const zones = fc.constantFrom(HCM, 'Asia/Bangkok', 'Europe/London', 'America/New_York', 'UTC');
  const seriesArbitrary = fc
    .record({
      startDay: fc.integer({ min: dayOf('2025-01-01'), max: dayOf('2028-12-31') }),
      minute: fc.integer({ min: 0, max: 24 * 60 - 1 }).map((minute) => minute - (minute % 15)),
      durationMinutes: fc.integer({ min: 15, max: 240 }),
      zone: zones,
      pattern: fc.constantFrom(...RECURRENCE_PATTERNS),
      interval: fc.integer({ min: 1, max: 4 }),
      weekdays: fc.subarray([...ISO_WEEKDAYS], { minLength: 0, maxLength: 3 }),
      untilDays: fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }),
    })
    .map(
      ({ startDay, minute, durationMinutes, zone, pattern, interval, weekdays, untilDays }): SeriesTiming => {
        const start = startDay * DAY + minute * 60_000;
        const until =
          untilDays === null ? null : new Date((startDay + untilDays) * DAY).toISOString().slice(0, 10);
        return {
          start_at: new Date(start).toISOString(),
          end_at: new Date(start + durationMinutes * 60_000).toISOString(),
          all_day: false,
          timezone: zone,
          recurrence: { pattern, interval, weekdays: pattern === 'weekly' ? weekdays : null, until },
        };
      },
    );

  it('split a range anywhere and find the same occurrences; all at the first one’s local time, in order', () => {
    fc.assert(
      fc.property(
        seriesArbitrary,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 300 }),
        (series, offset, length) => {
          const from = Date.parse(series.start_at) - 3 * DAY + offset * DAY;
          const middle = from + Math.floor((length * DAY) / 2);
          const to = from + length * DAY;
          const whole = patternOccurrences(series, from, to);
          const parts = [
            ...patternOccurrences(series, from, middle),
            ...patternOccurrences(series, middle, to),
          ];
          const unique = [
            ...new Map(parts.map((occurrence) => [occurrence.original_start, occurrence])).values(),
          ];
          expect(unique.map((occurrence) => occurrence.original_start)).toEqual(
            whole.map((occurrence) => occurrence.original_start),
          );
          const first = toLocal(Date.parse(series.start_at), series.timezone);
          for (const [index, occurrence] of whole.entries()) {
            const local = toLocal(occurrence.start, series.timezone);
            // A time a clock skips (spring forward) lands just after the gap.
            if (local.hour !== first.hour || local.minute !== first.minute)
              expect(
                Math.abs(local.hour * 60 + local.minute - (first.hour * 60 + first.minute)),
              ).toBeLessThanOrEqual(60);
            if (index > 0) expect(occurrence.start).toBeGreaterThan(whole[index - 1]?.start ?? 0);
            expect(occurrence.start).toBeGreaterThanOrEqual(Date.parse(series.start_at));
            if (series.recurrence?.until)
              expect(dateOf(local)).toBeLessThanOrEqual(dayOf(series.recurrence.until));
            if (series.recurrence?.pattern === 'weekly' && series.recurrence.weekdays?.length)
              expect(series.recurrence.weekdays).toContain(ISO_WEEKDAYS[isoWeekday(local)]);
            expect(isOriginalStart(series, occurrence.original_start)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('end a series the day before an occurrence and start it again there: the same occurrences', () => {
    fc.assert(
      fc.property(seriesArbitrary, fc.integer({ min: 1, max: 20 }), (series, pick) => {
        const from = Date.parse(series.start_at);
        const to = from + 800 * DAY;
        const all = patternOccurrences(series, from, to, 200);
        const split = all[Math.min(pick, all.length - 1)];
        if (!split || all.length < 2 || split.start === all[0]?.start) return;
        const until = untilBefore(series, split.original_start);
        expect(until).not.toBeNull();
        const before = {
          ...series,
          recurrence: { ...(series.recurrence ?? { pattern: 'daily', interval: 1 }), until },
        } as SeriesTiming;
        const after = {
          ...series,
          start_at: split.original_start,
          end_at: new Date(split.end).toISOString(),
        };
        const joined = [
          ...patternOccurrences(before, from, to, 200),
          ...patternOccurrences(after, from, to, 200),
        ]
          .map((occurrence) => occurrence.original_start)
          .slice(0, all.length);
        expect(joined).toEqual(all.map((occurrence) => occurrence.original_start));
      }),
      { numRuns: 200 },
    );
  });

  it('find the next occurrences after any instant, in order', () => {
    fc.assert(
      fc.property(seriesArbitrary, fc.integer({ min: -10, max: 700 }), (series, days) => {
        const after = Date.parse(series.start_at) + days * DAY;
        const next = nextOccurrences(series, [], after, 3);
        for (const occurrence of next) expect(Date.parse(occurrence.start_at)).toBeGreaterThanOrEqual(after);
        const expected = patternOccurrences(series, after, after + 70 * 366 * DAY, 50)
          .filter((occurrence) => occurrence.start >= after)
          .slice(0, 3)
          .map((occurrence) => occurrence.original_start);
        expect(next.map((occurrence) => occurrence.original_start)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

function dayOf(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY);
}

function dateOf(local: { year: number; month: number; day: number }): number {
  return Math.floor(Date.UTC(local.year, local.month - 1, local.day) / DAY);
}
