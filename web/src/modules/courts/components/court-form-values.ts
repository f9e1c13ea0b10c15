import {
  type Court,
  type CourtInputSchema,
  type CourtRequestDataSchema,
  type OperatingHours,
  WEEKDAYS,
} from '@pickleball/domain';
import type { z } from 'zod';
import { formatDecimal } from '../../../lib/format';

/** What the court form holds while it is edited: the schema's input (numbers stay text until parsed). */
export type CourtFormValues = z.input<typeof CourtInputSchema>;
/** The court's own fields, shared with the public registration form (no status, visibility or order). */
export type CourtFieldValues = Omit<CourtFormValues, 'status' | 'is_active' | 'sort_order'>;
/** A court as the API describes it, with or without the staff's fields (a court request's data). */
export type CourtData = z.infer<typeof CourtRequestDataSchema>;

export const DEFAULT_OPEN = '06:00';
export const DEFAULT_CLOSE = '22:00';

/** Every day open from 06:00 to 22:00: where a user starts when they switch opening hours on. */
export function defaultOperatingHours(): OperatingHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { closed: false, open: DEFAULT_OPEN, close: DEFAULT_CLOSE }]),
  ) as OperatingHours;
}

/** An empty court: one court, no parking, hours unknown. */
export function emptyCourtFields(): CourtFieldValues {
  return {
    name: '',
    location: '',
    province_code: '',
    ward_code: '',
    address_detail: '',
    owner_name: '',
    owner_email: '',
    owner_phone: '',
    number_of_courts: '1',
    schedule: '',
    price_per_hour: '',
    description: '',
    website: '',
    social_media: [],
    operating_hours: null,
    facilities: [],
    amenities: [],
    surface_type: '',
    parking: 'none',
    equipment_rental: false,
    coaching: false,
    special_notes: '',
    contact_person: '',
    emergency_contact: '',
  };
}

export function emptyCourtForm(): CourtFormValues {
  return { ...emptyCourtFields(), status: 'active', is_active: true, sort_order: '0' };
}

const text = (value: string | null | undefined) => value ?? '';

/**
 * A court's (or a request's) data as the form's values, for editing; the price in the language's
 * decimals ("12,50" in Vietnamese; the form reads it back with parseDecimal).
 */
export function courtDataToFields(court: CourtData, locale = 'en'): CourtFieldValues {
  const hours = court.operating_hours;
  return {
    name: court.name,
    location: text(court.location),
    province_code: court.province.code,
    ward_code: court.ward.code,
    address_detail: text(court.address_detail),
    owner_name: court.owner_name,
    owner_email: text(court.owner_email),
    owner_phone: court.owner_phone,
    number_of_courts: String(court.number_of_courts),
    schedule: text(court.schedule),
    price_per_hour:
      court.price_per_hour === null
        ? ''
        : formatDecimal(court.price_per_hour, locale, 2, { grouping: false }),
    description: text(court.description),
    website: text(court.website),
    social_media: court.social_media.map((link) => ({ platform: link.platform, url: link.url })),
    operating_hours: hours
      ? (Object.fromEntries(
          WEEKDAYS.map((day) => {
            const entry = hours[day];
            return [
              day,
              entry?.closed
                ? { closed: true, open: DEFAULT_OPEN, close: DEFAULT_CLOSE }
                : { closed: false, open: entry?.open ?? DEFAULT_OPEN, close: entry?.close ?? DEFAULT_CLOSE },
            ];
          }),
        ) as OperatingHours)
      : null,
    facilities: court.facilities as CourtFieldValues['facilities'],
    amenities: court.amenities as CourtFieldValues['amenities'],
    surface_type: court.surface_type ?? '',
    parking: court.parking,
    equipment_rental: court.equipment_rental,
    coaching: court.coaching,
    special_notes: text(court.special_notes),
    contact_person: text(court.contact_person),
    emergency_contact: text(court.emergency_contact),
  };
}

export function courtToForm(court: Court, locale: string): CourtFormValues {
  return {
    ...courtDataToFields(court, locale),
    status: court.status,
    is_active: court.is_active,
    sort_order: String(court.sort_order),
  };
}
