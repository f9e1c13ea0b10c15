import type { ForgotPasswordInput } from '@pickleball/domain';
import { api } from '../../../lib/api-client';

/**
 * Asks for a link to choose a new password (POST /auth/forgot-password). The answer's message is
 * the same whether or not an account has the address.
 */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  // Silent: a 422 goes on the field, anything else (too many requests) above the form.
  return api.post('/auth/forgot-password', input, { silent: true });
}
