import { type Club, ClubInputSchema, parseClockTime } from '@pickleball/domain';
import type { z } from 'zod';
import type { CourtChoice } from '../../../components/search-picker/court-picker';

/** What the club form holds: ClubInputSchema's input (the court and the avatar by id). */
export type ClubFormValues = z.input<typeof ClubInputSchema>;
export type ScheduleSlotValues = NonNullable<ClubFormValues['schedule']>[number];

/** The form's starting values: a club's, or a new active club with no schedule yet. */
export function clubFormDefaults(club?: Club): ClubFormValues {
  return {
    name: club?.name ?? '',
    description: club?.description ?? '',
    schedule: club?.schedule.map((slot) => ({ ...slot })) ?? [],
    court_id: club?.court?.id ?? null,
    status: club?.status ?? 'active',
    is_active: club?.is_active ?? true,
    avatar: club?.avatar?.id ?? null,
  };
}

/** The club's court as the court picker shows it (the club carries its names, not its codes). */
export function courtChoiceOf(club: Club | undefined): CourtChoice | null {
  if (!club?.court) return null;
  return {
    id: club.court.id,
    name: club.court.name,
    province: { code: club.court.province_code, name: club.court.province, name_en: '' },
    ward: { code: '', name: club.court.ward, name_en: '' },
  };
}

const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A new slot after the last one: the same day, starting when it ends, two hours long; Monday 18:00–20:00 first. */
export function nextScheduleSlot(last: ScheduleSlotValues | undefined): ScheduleSlotValues {
  if (!last) return { day: 'monday', start_time: '18:00', end_time: '20:00' };
  const start = parseClockTime(last.end_time ?? '') ?? 18 * 60;
  const end = Math.min(start + 120, 23 * 60 + 59);
  return { day: last.day, start_time: toClock(start), end_time: toClock(end) };
}

/** The schema's parse, for tests and for the pages (blank description → null, court id → number). */
export const parseClubForm = (values: ClubFormValues) => ClubInputSchema.parse(values);
