import type { AuthSession, SocialProvider } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/**
 * Hands the provider's code and state (the query string it sent the browser back with) to the
 * server, which answers with a session (GET /auth/social/{provider}/callback).
 */
export function completeSocialSignIn(
  provider: SocialProvider,
  search: string,
): Promise<DataResponse<AuthSession>> {
  const query = Object.fromEntries(new URLSearchParams(search));
  return api.get(`/auth/social/${encodeURIComponent(provider)}/callback`, { query, silent: true });
}
