import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromLocal, offsetMinutes, toLocal } from './time-zones';

/** The reference: what Intl says, with no cache in between. */
function intlClock(instant: number, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(new Date(instant))
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

const ZONES = [
  'Asia/Ho_Chi_Minh',
  'Europe/London',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'UTC',
];

describe('wall clocks from the cached offsets', () => {
  it('read every instant as Intl does, across daylight-saving changes and odd offsets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...ZONES),
        (instant, zone) => {
          expect(toLocal(instant, zone)).toEqual(intlClock(instant, zone));
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('find the minute a clock changes (London, 25 October 2026, 01:00 UTC)', () => {
    expect(offsetMinutes(Date.UTC(2026, 9, 25, 0, 59), 'Europe/London')).toBe(60);
    expect(offsetMinutes(Date.UTC(2026, 9, 25, 1, 0), 'Europe/London')).toBe(0);
    expect(offsetMinutes(Date.UTC(2026, 5, 1), 'Asia/Ho_Chi_Minh')).toBe(420);
  });

  it('give back the instant of any existing local time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }).map((ms) => ms - (ms % 60_000)),
        fc.constantFrom(...ZONES),
        (instant, zone) => {
          const local = toLocal(instant, zone);
          const back = fromLocal(local, zone);
          // A time that exists twice (clocks moving back) gives its first instant.
          expect(toLocal(back, zone)).toEqual(local);
          expect(back).toBeLessThanOrEqual(instant);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('give back every instant near each clock change of 2020–2030, the first of a time shown twice', () => {
    const HOUR = 3_600_000;
    for (const zone of ZONES)
      for (let day = Date.UTC(2020, 0, 1); day < Date.UTC(2031, 0, 1); day += 24 * HOUR) {
        const before = offsetMinutes(day, zone);
        if (before === offsetMinutes(day + 24 * HOUR, zone)) continue;
        let change = day;
        while (offsetMinutes(change, zone) === before) change += 60_000;
        for (let instant = change - 3 * HOUR; instant <= change + 3 * HOUR; instant += 60_000) {
          const local = toLocal(instant, zone);
          const back = fromLocal(local, zone);
          expect(toLocal(back, zone), `${zone} ${new Date(instant).toISOString()}`).toEqual(local);
          expect(back, `${zone} ${new Date(instant).toISOString()}`).toBeLessThanOrEqual(instant);
        }
      }
    // The case that slipped through a random run: 01:00 in London when the clock goes back at it.
    expect(fromLocal({ year: 2020, month: 10, day: 25, hour: 1, minute: 0 }, 'Europe/London')).toBe(
      Date.UTC(2020, 9, 25, 0, 0),
    );
  });

  it('read a time skipped by the clock with the offset before the change (it lands after the gap)', () => {
    // London, 29 March 2026: 01:00 GMT becomes 02:00 BST, so 01:30 does not exist.
    const instant = fromLocal({ year: 2026, month: 3, day: 29, hour: 1, minute: 30 }, 'Europe/London');
    expect(instant).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(toLocal(instant, 'Europe/London')).toEqual({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 });
  });
});
