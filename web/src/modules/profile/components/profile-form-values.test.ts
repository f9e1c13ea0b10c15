import type { Profile } from '@pickleball/domain';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { liveBmi, type ProfileFormValues, profileToForm } from './profile-form-values';
import { createProfileResolver } from './use-profile-form';

const profile: Profile = {
  user: { id: 7, name: 'Nguyễn Văn An', email: null, username: 'an.nguyen', phone: '0912345678' },
  email_verified: false,
  phone_verified: true,
  date_of_birth: '1990-04-30',
  gender: 'male',
  country_code: 'VN',
  province_code: '79',
  ward_code: '26743',
  address: null,
  address_detail: '12 Lê Lợi',
  bio: null,
  avatar: null,
  weight_kg: 70,
  height_cm: 175,
  bmi: 22.9,
  bmi_category: 'normal',
  rankpoint_type: 'blue',
  single_point: null,
  double_point: 3.5,
  official_rating: null,
  dupr: {
    connected: false,
    dupr_id: null,
    referral_code: null,
    singles: null,
    doubles: null,
    last_sync_at: null,
    token_expires_at: null,
  },
};

// The key itself stands for its translation (`validation:required`).
const resolve = (values: ProfileFormValues, locale = 'vi') =>
  createProfileResolver(
    (key) => key,
    () => locale,
  )(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as ResolverOptions<ProfileFormValues>);

describe('the profile form', () => {
  it('computes the BMI and its category as the user types, with a decimal comma too', () => {
    expect(liveBmi('70', '175', 'vi')).toEqual({ bmi: 22.9, category: 'normal' });
    expect(liveBmi('80,5', '175', 'vi')).toEqual({ bmi: 26.3, category: 'overweight' });
    expect(liveBmi('80.5', '175', 'vi')).toEqual({ bmi: 26.3, category: 'overweight' });
    expect(liveBmi('80.5', '175', 'en')).toEqual({ bmi: 26.3, category: 'overweight' });
    expect(liveBmi('50', '175', 'en')).toEqual({ bmi: 16.3, category: 'underweight' });
    expect(liveBmi('100', '170', 'en')?.category).toBe('obese');
  });

  it('shows no BMI while a value is missing or out of range (7 kg while 70 is typed)', () => {
    expect(liveBmi('', '175', 'vi')).toBeNull();
    expect(liveBmi('7', '175', 'vi')).toBeNull();
    expect(liveBmi('70', 'abc', 'en')).toBeNull();
  });

  it('fills the form from the saved profile, a point per switch, three decimals in the language', () => {
    const values = profileToForm(profile, 'en');
    expect(values).toMatchObject({
      email: '',
      double_point: '3.500',
      double_enabled: true,
      single_point: '',
      single_enabled: false,
      weight_kg: '70',
    });
    const vi = profileToForm({ ...profile, weight_kg: 68.5 }, 'vi');
    expect(vi).toMatchObject({ double_point: '3,500', weight_kg: '68,5', height_cm: '175' });
  });

  it('sends a switched-off point as null and reads a decimal comma as a point', async () => {
    const result = await resolve({
      ...profileToForm(profile, 'vi'),
      single_point: '4.2',
      single_enabled: false,
      double_point: '3,75',
      weight_kg: '68,5',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      single_point: null,
      double_point: 3.75,
      weight_kg: 68.5,
      email: null,
    });
    const english = await resolve({ ...profileToForm(profile, 'en'), double_point: '3.75' }, 'en');
    expect(english.values).toMatchObject({ double_point: 3.75 });
  });

  it("says 'required' for a point switched on and left empty, and SPEC §5's rule when both are off", async () => {
    const empty = await resolve({ ...profileToForm(profile, 'vi'), single_enabled: true, single_point: '' });
    expect(empty.errors.single_point?.message).toBe('validation:required');
    const none = await resolve({ ...profileToForm(profile, 'vi'), double_enabled: false });
    expect(none.errors.single_point?.message).toBe('validation:rating_one_required');
    const low = await resolve({ ...profileToForm(profile, 'vi'), double_point: '1,9' });
    expect(low.errors.double_point?.message).toBe('validation:rating_min');
  });
});
