import type {
  AgeBand,
  Gender,
  RankpointStatus,
  RankpointType,
  RatingMatchType,
  RatingSource,
} from '@pickleball/domain';
import { formatDecimal } from '../../../lib/format';

/**
 * The translation keys of the module's fixed vocabularies, written out in full so the catalog
 * check sees every key used (CONVENTIONS §8: dynamic keys need an explicit map).
 */
export const TYPE_KEYS: Record<RankpointType, string> = {
  propose: 'rankpoints:type.propose',
  blue: 'rankpoints:type.blue',
  red: 'rankpoints:type.red',
};

/** The level's own colour: propose (beginner) grey, blue (intermediate), red (advanced). */
export const TYPE_COLORS: Record<RankpointType, string> = {
  propose: 'gray',
  blue: 'blue',
  red: 'red',
};

export const STATUS_KEYS: Record<RankpointStatus, string> = {
  active: 'rankpoints:status.active',
  not_rated: 'rankpoints:status.not_rated',
  suspended: 'rankpoints:status.suspended',
};

export const STATUS_COLORS: Record<RankpointStatus, string> = {
  active: 'green',
  not_rated: 'gray',
  suspended: 'orange',
};

export const SOURCE_KEYS: Record<RatingSource, string> = {
  initial: 'rankpoints:source.initial',
  admin: 'rankpoints:source.admin',
  match: 'rankpoints:source.match',
  tournament: 'rankpoints:source.tournament',
};

export const SOURCE_COLORS: Record<RatingSource, string> = {
  initial: 'gray',
  admin: 'purple',
  match: 'blue',
  tournament: 'teal',
};

export const MATCH_TYPE_KEYS: Record<RatingMatchType, string> = {
  singles: 'rankpoints:match_type.singles',
  doubles: 'rankpoints:match_type.doubles',
};

export const GENDER_KEYS: Record<Gender, string> = {
  male: 'rankpoints:gender.male',
  female: 'rankpoints:gender.female',
  other: 'rankpoints:gender.other',
};

export const AGE_BAND_KEYS: Record<AgeBand, string> = {
  under_18: 'rankpoints:age_band.under_18',
  '18_34': 'rankpoints:age_band.18_34',
  '35_49': 'rankpoints:age_band.35_49',
  '50_64': 'rankpoints:age_band.50_64',
  '65_plus': 'rankpoints:age_band.65_plus',
};

/** A rating with three decimals in the user's language: "3.726" in English, "3,726" in Vietnamese. */
export function formatRating(value: number, locale: string): string {
  return formatDecimal(value, locale, 3);
}
