import { z } from 'zod';

/** Vietnam's administrative units after the 2025 reform: 34 provinces, 3,321 wards (SPEC §3 "Profile", "Court"). */
export const ProvinceSchema = z.object({
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  type: z.enum(['city', 'province']),
});
export type Province = z.infer<typeof ProvinceSchema>;

export const WardSchema = z.object({
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  type: z.enum(['ward', 'commune', 'special_zone']),
});
export type Ward = z.infer<typeof WardSchema>;

export const PROVINCE_CODE_PATTERN = /^\d{2}$/;
export const WARD_CODE_PATTERN = /^\d{5}$/;

export const ProvinceCodeParamsSchema = z.object({
  code: z.string().regex(PROVINCE_CODE_PATTERN, 'invalid_value'),
});
