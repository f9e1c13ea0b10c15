import {
  buildSearchText,
  type Court,
  type CourtInput,
  type CourtListQuery,
  type CourtStatus,
  foldForSearch,
  type SortSpec,
  type SurfaceType,
  vietnameseSortKey,
} from '@pickleball/domain';
import { toBool, toIso } from '../../db/dialect';
import { fieldError } from '../../platform/errors';
import { findProvince, findWard } from '../geo/geo.data';
import type { CourtRow, CourtSortField, CourtValues } from './courts.repository';

/** The fields a court and a court request share (everything but status, activity and order). */
export type CourtData = Omit<CourtInput, 'status' | 'is_active' | 'sort_order'>;

/** The folded name duplicates are found by. */
export const toNameKey = (name: string) => foldForSearch(name).slice(0, 200);

/** A province and ward must exist, and the ward must be in the province. */
export function checkPlace(data: Pick<CourtData, 'province_code' | 'ward_code'>) {
  const province = findProvince(data.province_code);
  if (!province) throw fieldError('province_code', 'invalid_value');
  const ward = findWard(data.ward_code);
  if (!ward || ward.province.code !== province.code) throw fieldError('ward_code', 'invalid_value');
  return { province, ward: ward.ward };
}

/** Row values for a court's shared fields (timestamps, status and creator are the caller's). */
export function toCourtDataValues(data: CourtData) {
  const { province, ward } = checkPlace(data);
  return {
    name: data.name,
    name_key: toNameKey(data.name),
    location: data.location,
    province_code: data.province_code,
    ward_code: data.ward_code,
    address_detail: data.address_detail,
    owner_name: data.owner_name,
    owner_email: data.owner_email,
    owner_phone: data.owner_phone,
    number_of_courts: data.number_of_courts,
    schedule: data.schedule,
    price_cents: data.price_per_hour === null ? null : Math.round(data.price_per_hour * 100),
    description: data.description,
    website: data.website,
    social_media: JSON.stringify(data.social_media),
    operating_hours: data.operating_hours ? JSON.stringify(data.operating_hours) : null,
    facilities: JSON.stringify(data.facilities),
    amenities: JSON.stringify(data.amenities),
    surface_type: data.surface_type,
    parking: data.parking,
    equipment_rental: data.equipment_rental,
    coaching: data.coaching,
    special_notes: data.special_notes,
    contact_person: data.contact_person,
    emergency_contact: data.emergency_contact,
    sort_name: vietnameseSortKey(data.name),
    search_text: buildSearchText([
      data.name,
      data.location,
      data.address_detail,
      data.owner_name,
      data.owner_phone,
      data.contact_person,
      province.name,
      ward.name,
    ]),
  } satisfies Partial<CourtValues>;
}

const place = (code: string, unit: { name: string; name_en: string } | undefined) => ({
  code,
  name: unit?.name ?? code,
  name_en: unit?.name_en ?? code,
});

/** The court's shared fields as the API shows them (a court, or the data of a request). */
export function toCourtData(
  row: Omit<
    CourtRow,
    | 'id'
    | 'status'
    | 'status_before_archive'
    | 'is_active'
    | 'sort_order'
    | 'created_by'
    | 'created_at'
    | 'updated_at'
  >,
) {
  return {
    name: row.name,
    location: row.location,
    province: place(row.province_code, findProvince(row.province_code)),
    ward: place(row.ward_code, findWard(row.ward_code)?.ward),
    address_detail: row.address_detail,
    owner_name: row.owner_name,
    owner_email: row.owner_email,
    owner_phone: row.owner_phone,
    number_of_courts: row.number_of_courts,
    schedule: row.schedule,
    price_per_hour: row.price_cents === null ? null : row.price_cents / 100,
    currency: 'USD' as const,
    description: row.description,
    website: row.website,
    social_media: JSON.parse(row.social_media) as Court['social_media'],
    operating_hours: row.operating_hours
      ? (JSON.parse(row.operating_hours) as Court['operating_hours'])
      : null,
    facilities: JSON.parse(row.facilities) as Court['facilities'],
    amenities: JSON.parse(row.amenities) as Court['amenities'],
    surface_type: row.surface_type as SurfaceType | null,
    parking: row.parking as Court['parking'],
    equipment_rental: toBool(row.equipment_rental),
    coaching: toBool(row.coaching),
    special_notes: row.special_notes,
    contact_person: row.contact_person,
    emergency_contact: row.emergency_contact,
  };
}

export function toCourt(row: CourtRow): Court {
  return {
    id: row.id,
    ...toCourtData(row),
    status: row.status as CourtStatus,
    is_active: toBool(row.is_active),
    sort_order: row.sort_order,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** The list's sort as the repository's (the price is sorted by its stored cents). */
export const toSortField = (sort: CourtListQuery['sort']): SortSpec<CourtSortField> => ({
  field: sort.field === 'price_per_hour' ? 'price_cents' : sort.field,
  direction: sort.direction,
});
