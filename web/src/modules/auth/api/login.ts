import type { AuthSession, LoginInput } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** Signs in with a username or phone and a password (POST /auth/login). */
export function login(input: LoginInput): Promise<DataResponse<AuthSession>> {
  // Silent: the page shows the reason beside the form, where the user is looking.
  return api.post('/auth/login', input, { silent: true });
}
