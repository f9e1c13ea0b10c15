import {
  AMENITY_LABELS,
  COURT_STATUS_LABELS,
  FACILITY_LABELS,
  foldForSearch,
  PARKING_LABELS,
  SURFACE_LABELS,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '@pickleball/domain';
import type { Translate } from '../../../platform/i18n';

/**
 * The import template's columns, in order. Each has the court field it fills, how its text is
 * read, and the catalog key of its header: headers are recognised in English and Vietnamese
 * (and by the field's own name), so a template downloaded in either language imports.
 */
export type ColumnKind =
  | 'text'
  | 'email'
  | 'phone'
  | 'number'
  | 'price'
  | 'bool'
  | 'list'
  | 'multi'
  | 'hours'
  | 'url'
  | 'province'
  | 'ward';

export interface ImportColumn {
  key: string;
  kind: ColumnKind;
  required: boolean;
  label: string;
  /** For lists: each value and the catalog key of its label. */
  labels?: Readonly<Record<string, string>>;
  example: string | number;
}

const column = (
  key: string,
  kind: ColumnKind,
  label: string,
  example: string | number,
  options: { required?: boolean; labels?: Readonly<Record<string, string>> } = {},
): ImportColumn => ({ key, kind, label, example, required: options.required ?? false, ...options });

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  column('name', 'text', 'courts:fields.name', 'Sân Pickleball Bến Thành', { required: true }),
  column('province', 'province', 'courts:fields.province', 'Thành phố Hồ Chí Minh', { required: true }),
  column('ward', 'ward', 'courts:fields.ward', 'Phường Bến Thành', { required: true }),
  column('address_detail', 'text', 'courts:fields.address_detail', '12 Lê Lợi'),
  column('location', 'text', 'courts:fields.location', 'Trung tâm'),
  column('owner_name', 'text', 'courts:fields.owner_name', 'Đỗ Minh Tuấn', { required: true }),
  column('owner_phone', 'phone', 'courts:fields.owner_phone', '0335550109', { required: true }),
  column('owner_email', 'email', 'courts:fields.owner_email', 'tuan.do@example.com'),
  column('number_of_courts', 'number', 'courts:fields.number_of_courts', 4, { required: true }),
  column('price_per_hour', 'price', 'courts:fields.price_per_hour', 12.5),
  column('surface_type', 'list', 'courts:fields.surface_type', 'acrylic', { labels: SURFACE_LABELS }),
  column('status', 'list', 'courts:fields.status', 'active', { labels: COURT_STATUS_LABELS }),
  column('parking', 'list', 'courts:fields.parking', 'free', { labels: PARKING_LABELS }),
  column('equipment_rental', 'bool', 'courts:fields.equipment_rental', 'yes'),
  column('coaching', 'bool', 'courts:fields.coaching', 'no'),
  column('facilities', 'multi', 'courts:fields.facilities', 'indoor, lighting', { labels: FACILITY_LABELS }),
  column('amenities', 'multi', 'courts:fields.amenities', 'wifi, drinking_water', { labels: AMENITY_LABELS }),
  ...WEEKDAYS.map((day) =>
    column(day, 'hours', WEEKDAY_LABELS[day], day === 'sunday' ? 'closed' : '06:00-22:00'),
  ),
  column('schedule', 'text', 'courts:fields.schedule', ''),
  column('website', 'url', 'courts:fields.website', 'https://benthanh-pickleball.vn'),
  column('description', 'text', 'courts:fields.description', ''),
  column('special_notes', 'text', 'courts:fields.special_notes', ''),
  column('contact_person', 'text', 'courts:fields.contact_person', ''),
  column('emergency_contact', 'phone', 'courts:fields.emergency_contact', ''),
  column('sort_order', 'number', 'courts:fields.sort_order', 0),
  column('is_active', 'bool', 'courts:fields.is_active', 'yes'),
];

/** Which court field a validation issue's path names → the template column to show it under. */
export function columnOfIssue(path: readonly PropertyKey[]): string {
  const [field, day] = path.map(String);
  if (field === 'province_code') return 'province';
  if (field === 'ward_code') return 'ward';
  if (field === 'operating_hours' && day) return day;
  return field ?? 'name';
}

/** Every way a value may be written: its key, and its label in both languages, folded. */
export function valueAliases(
  translators: readonly Translate[],
  labels: Readonly<Record<string, string>>,
): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [value, key] of Object.entries(labels)) {
    aliases.set(foldForSearch(value), value);
    aliases.set(foldForSearch(value.replace(/_/g, ' ')), value);
    for (const t of translators) aliases.set(foldForSearch(t(key)), value);
  }
  return aliases;
}

/** The column each header cell names (by key, English or Vietnamese label), by cell index. */
export function mapHeaders(
  header: readonly string[],
  translators: readonly Translate[],
): Map<number, ImportColumn> {
  const byName = new Map<string, ImportColumn>();
  for (const candidate of IMPORT_COLUMNS) {
    byName.set(foldForSearch(candidate.key), candidate);
    for (const t of translators) byName.set(foldForSearch(t(candidate.label)), candidate);
  }
  const mapped = new Map<number, ImportColumn>();
  header.forEach((cell, index) => {
    const found = byName.get(foldForSearch(cell.replace(/\s*\*$/, '')));
    if (found) mapped.set(index, found);
  });
  return mapped;
}
