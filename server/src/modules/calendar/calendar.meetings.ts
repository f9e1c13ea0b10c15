/**
 * The engine's view of a meeting's timing, and a meeting loaded with its participants (the API shape
 * and who may change it are in calendar.mapper.ts).
 */
import {
  addLocalDays,
  dayNumber,
  type ExpandedOccurrence,
  fromLocal,
  type Meeting,
  type OccurrenceException,
  parseLocalDate,
  patternOccurrences,
  type SeriesTiming,
  toLocal,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { type ExceptionOverrides, toMeeting } from './calendar.mapper';
import { findMeetingRow, loadExceptions, loadParticipants } from './calendar.repository';

/**
 * The times as stored: an all-day meeting from local midnight of its first day to local midnight
 * after its last (the dates of the instants given, read in the meeting's zone).
 */
export function normalizeTimes(input: {
  start_at: string;
  end_at: string;
  all_day: boolean;
  timezone: string;
}): { start_at: string; end_at: string } {
  if (!input.all_day)
    return { start_at: new Date(input.start_at).toISOString(), end_at: new Date(input.end_at).toISOString() };
  const first = toLocal(Date.parse(input.start_at), input.timezone);
  // The end instant is exclusive: an end exactly at midnight closes the day before.
  const last = toLocal(Date.parse(input.end_at) - 1, input.timezone);
  const lastDay = dayNumber(last) < dayNumber(first) ? first : last;
  return {
    start_at: new Date(fromLocal({ ...first, hour: 0, minute: 0 }, input.timezone)).toISOString(),
    end_at: new Date(
      fromLocal({ ...addLocalDays(lastDay, 1), hour: 0, minute: 0 }, input.timezone),
    ).toISOString(),
  };
}

/**
 * The latest instant any occurrence can end (null while the series goes on): the end of its end
 * date plus the meeting's length. A bound for range queries, not an exact value.
 */
export function seriesEndAt(series: SeriesTiming): string | null {
  if (!series.recurrence) return series.end_at;
  const until = series.recurrence.until ? parseLocalDate(series.recurrence.until) : null;
  if (!until) return null;
  const length = Date.parse(series.end_at) - Date.parse(series.start_at);
  const dayAfter = fromLocal({ ...addLocalDays(until, 1), hour: 0, minute: 0 }, series.timezone);
  return new Date(dayAfter + Math.max(0, length) + 86_400_000).toISOString();
}

/**
 * One occurrence by its original start, its exception applied (a cancelled one comes back with
 * its exception saying so); null when the pattern has no occurrence there.
 */
export function findOccurrence(
  series: SeriesTiming,
  exceptions: readonly OccurrenceException<ExceptionOverrides>[],
  originalStart: string,
): ExpandedOccurrence<ExceptionOverrides> | null {
  const at = Date.parse(originalStart);
  const original = patternOccurrences(series, at, at + 1, 3).find((occurrence) => occurrence.start === at);
  if (!original) return null;
  const exception = exceptions.find((entry) => Date.parse(entry.original_start) === at) ?? null;
  const start = exception?.start_at ? Date.parse(exception.start_at) : original.start;
  const end = exception?.end_at ? Date.parse(exception.end_at) : start + (original.end - original.start);
  return {
    original_start: original.original_start,
    start_at: new Date(start).toISOString(),
    end_at: new Date(end).toISOString(),
    exception,
  };
}

/** A meeting with its participants and exceptions, or 404. */
export async function loadMeetingState(db: Db, id: number) {
  const row = await findMeetingRow(db, id);
  if (!row) throw notFound();
  const [participants, exceptions] = await Promise.all([
    loadParticipants(db, [id]),
    loadExceptions(db, [id]),
  ]);
  return { row, participants: participants.get(id) ?? [], exceptions: exceptions.get(id) ?? [] };
}

export async function loadMeeting(db: Db, id: number, actor: Actor): Promise<Meeting> {
  const { row, participants } = await loadMeetingState(db, id);
  return toMeeting(row, participants, actor);
}
