import type { AuthSession, RegisterInput } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** Creates an account and signs it in (POST /auth/register). */
export function register(input: RegisterInput): Promise<DataResponse<AuthSession>> {
  // Silent: 422s go on the fields, anything else above the form.
  return api.post('/auth/register', input, { silent: true });
}
