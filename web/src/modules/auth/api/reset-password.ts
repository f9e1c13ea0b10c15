import type { ResetPasswordInput } from '@pickleball/domain';
import { api } from '../../../lib/api-client';

/**
 * Chooses a new password with the token of a reset link (POST /auth/reset-password); every
 * session of the account ends. A used, replaced or expired link answers 400 `auth.reset_link_invalid`.
 */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  // Silent: 422s go on the fields, anything else on the page.
  return api.post('/auth/reset-password', input, { silent: true });
}
