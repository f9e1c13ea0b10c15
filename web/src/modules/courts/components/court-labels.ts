import {
  AMENITY_LABELS,
  COURT_AMENITIES,
  COURT_FACILITIES,
  COURT_STATUS_LABELS,
  COURT_STATUSES,
  type CourtStatus,
  FACILITY_LABELS,
  PARKING_LABELS,
  PARKING_OPTIONS,
  type SOCIAL_PLATFORMS,
  SURFACE_LABELS,
  SURFACE_TYPES,
  type SurfaceType,
  WEEKDAY_LABELS,
  type Weekday,
} from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { placeName } from '../../../components/place-picker/place-names';
import { formatNumber } from '../../../lib/format';

type Parking = (typeof PARKING_OPTIONS)[number];
type Facility = (typeof COURT_FACILITIES)[number];
type Amenity = (typeof COURT_AMENITIES)[number];
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** The social networks' own names: brands, the same in every language. */
export const SOCIAL_PLATFORM_NAMES: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  zalo: 'Zalo',
};

/** A colour per court status: green open, grey closed, amber waiting, neutral archived. */
export const COURT_STATUS_COLORS: Record<CourtStatus, string> = {
  active: 'green',
  inactive: 'gray',
  pending: 'orange',
  archived: 'purple',
};

const has = <K extends string>(labels: Record<K, string>, value: string): value is K =>
  Object.hasOwn(labels, value);

/**
 * The court vocabularies in the user's language, through the domain's label-key maps (the same
 * keys the server uses in exports and the import template). Unknown values show as they are.
 */
export function useCourtLabels() {
  const { t, i18n } = useTranslation('courts');
  const language = i18n.language;
  return useMemo(() => {
    const label = <K extends string>(labels: Record<K, string>, value: string) =>
      has(labels, value) ? t(labels[value]) : value;
    const option = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
      values.map((value) => ({ value, label: t(labels[value]) }));
    return {
      statusLabel: (status: string) => label(COURT_STATUS_LABELS, status),
      surfaceLabel: (surface: string) => label(SURFACE_LABELS, surface),
      parkingLabel: (parking: string) => label(PARKING_LABELS, parking),
      facilityLabel: (facility: string) => label(FACILITY_LABELS, facility),
      amenityLabel: (amenity: string) => label(AMENITY_LABELS, amenity),
      weekdayLabel: (day: Weekday) => t(WEEKDAY_LABELS[day]),
      statusOptions: option<CourtStatus>(COURT_STATUSES, COURT_STATUS_LABELS),
      surfaceOptions: option<SurfaceType>(SURFACE_TYPES, SURFACE_LABELS),
      parkingOptions: option<Parking>(PARKING_OPTIONS, PARKING_LABELS),
      facilityOptions: option<Facility>(COURT_FACILITIES, FACILITY_LABELS),
      amenityOptions: option<Amenity>(COURT_AMENITIES, AMENITY_LABELS),
      /** "$12.50" / "12,50 US$": court pricing is USD per hour (SPEC §9). */
      formatPrice: (price: number) =>
        formatNumber(price, language, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
    };
  }, [t, language]);
}

/** A place in the reader's language: the API names provinces and wards in both. */
export function usePlaceName() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => (place: { code: string; name: string; name_en: string }) => placeName(place, language),
    [language],
  );
}
