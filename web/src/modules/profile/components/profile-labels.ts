import type { BmiCategory, Gender, RankpointType } from '@pickleball/domain';
import type { ProfileCompletionField } from '../api/get-profile-completion';

/**
 * The translation keys of the profile's fixed vocabularies, written out in full so the catalog
 * check sees every key used (CONVENTIONS §8: dynamic keys need an explicit map).
 */
export const GENDER_KEYS: Record<Gender, string> = {
  male: 'profile:gender.male',
  female: 'profile:gender.female',
  other: 'profile:gender.other',
};

export const BMI_CATEGORY_KEYS: Record<BmiCategory, string> = {
  underweight: 'profile:bmi.underweight',
  normal: 'profile:bmi.normal',
  overweight: 'profile:bmi.overweight',
  obese: 'profile:bmi.obese',
};

export const BMI_CATEGORY_COLORS: Record<BmiCategory, string> = {
  underweight: 'blue',
  normal: 'green',
  overweight: 'orange',
  obese: 'red',
};

/** SPEC §9: propose is the beginners' level, blue the intermediate and red the advanced. */
export const RANKPOINT_TYPE_KEYS: Record<RankpointType, string> = {
  propose: 'profile:rank_type.propose',
  blue: 'profile:rank_type.blue',
  red: 'profile:rank_type.red',
};

/** What each missing field of the completion indicator is called. */
export const COMPLETION_FIELD_KEYS: Record<ProfileCompletionField, string> = {
  email: 'profile:completion_fields.email',
  phone: 'profile:completion_fields.phone',
  date_of_birth: 'profile:completion_fields.date_of_birth',
  gender: 'profile:completion_fields.gender',
  country_code: 'profile:completion_fields.country_code',
  address_detail: 'profile:completion_fields.address_detail',
  avatar: 'profile:completion_fields.avatar',
  weight_kg: 'profile:completion_fields.weight_kg',
  height_cm: 'profile:completion_fields.height_cm',
  rankpoint_type: 'profile:completion_fields.rankpoint_type',
};
