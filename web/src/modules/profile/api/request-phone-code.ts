import type { PhoneVerificationSentSchema } from '@pickleball/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';

export type PhoneVerificationSent = z.infer<typeof PhoneVerificationSentSchema>;

/**
 * POST /profile/phone/verification: a 6-digit code to the saved phone, by SMS or Zalo ZNS.
 * 429 phone.too_many_codes, 503 phone.no_sender, 409 phone.not_set / phone.already_verified. Silent: the dialog shows it.
 */
export function requestPhoneCode(): Promise<DataResponse<PhoneVerificationSent>> {
  return api.post<DataResponse<PhoneVerificationSent>>('/profile/phone/verification', undefined, {
    silent: true,
  });
}

export function useRequestPhoneCode() {
  return useMutation({ mutationFn: requestPhoneCode });
}
