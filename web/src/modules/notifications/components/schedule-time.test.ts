import { describe, expect, it } from 'vitest';
import { formatInTimeZone, scheduleLocalToUtc, utcToScheduleLocal } from './schedule-time';

describe('a scheduled send in Vietnam time', () => {
  it('sends a time typed in Vietnam time as UTC, seven hours earlier', () => {
    expect(scheduleLocalToUtc('2026-11-25T09:30')).toBe('2026-11-25T02:30:00.000Z');
  });

  it('crosses midnight back to the previous UTC day', () => {
    expect(scheduleLocalToUtc('2027-01-01T03:00')).toBe('2026-12-31T20:00:00.000Z');
  });

  it('shows a stored UTC time back in Vietnam time', () => {
    expect(utcToScheduleLocal('2026-12-31T20:00:00.000Z')).toBe('2027-01-01T03:00');
  });

  it('round-trips every quarter hour of a day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const local = `2026-06-15T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const utc = scheduleLocalToUtc(local);
      expect(utc, local).not.toBeNull();
      expect(utcToScheduleLocal(utc as string)).toBe(local);
    }
  });

  it('refuses text that is not a real date and time', () => {
    expect(scheduleLocalToUtc('')).toBeNull();
    expect(scheduleLocalToUtc('2026-02-30T10:00')).toBeNull();
    expect(scheduleLocalToUtc('2026-11-25 09:30')).toBeNull();
    expect(scheduleLocalToUtc('2026-11-25T25:00')).toBeNull();
  });

  it('converts by the named zone, whatever the zone asked for', () => {
    expect(scheduleLocalToUtc('2026-07-01T12:00', 'UTC')).toBe('2026-07-01T12:00:00.000Z');
    expect(scheduleLocalToUtc('2026-07-01T12:00', 'Europe/Paris')).toBe('2026-07-01T10:00:00.000Z');
  });

  it('names the instant in the reader’s own zone', () => {
    expect(formatInTimeZone('2026-11-25T02:30:00.000Z', 'en', 'UTC')).toContain('2:30');
  });
});
