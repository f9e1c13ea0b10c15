import { api } from '../../../lib/api-client';

/**
 * Verifies an account's e-mail address with the token of the link sent to it (POST
 * /auth/verify-email); an unknown, used or expired link, or one for an address the account no
 * longer has, answers 400 `auth.verify_link_invalid`.
 */
export function verifyEmail(token: string): Promise<{ message: string }> {
  // Silent: the page shows the outcome.
  return api.post('/auth/verify-email', { token }, { silent: true });
}
