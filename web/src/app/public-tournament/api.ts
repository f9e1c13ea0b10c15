import type { PublicBracket, PublicTournament, Scoreboard } from '@pickleball/domain';
import { API_BASE_PATH, buildApiHeaders, REQUEST_TIMEOUT_MS } from '../../lib/api-headers';

/**
 * The public tournament page's calls: plain fetch, no session (the pages are public), the
 * visitor's language for the server's words, SPEC §7's headers from the one place every bundle
 * takes them (lib/api-headers). The back-office's API client refreshes and ends sessions, which a
 * visitor has none of.
 */

/** A failed call: `status` null when no answer came (network, timeout). */
export class PublicApiError extends Error {
  readonly status: number | null;
  constructor(status: number | null, message: string) {
    super(message);
    this.name = 'PublicApiError';
    this.status = status;
  }
}

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export function createPublicApi(getLanguage: () => string) {
  async function get<T>(path: string, signal?: AbortSignal): Promise<T> {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(`${API_BASE_PATH}${path}`, {
        headers: buildApiHeaders({ language: getLanguage() }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new PublicApiError(null, timeout.aborted ? 'timeout' : 'network_error');
    }
    if (!response.ok) throw new PublicApiError(response.status, response.statusText);
    return (await response.json()) as T;
  }
  return {
    listTournaments: (page: number, signal?: AbortSignal) =>
      get<{ data: PublicTournament[]; meta: PageMeta }>(
        `/public/tournaments?${new URLSearchParams({ page: String(page), per_page: '15' })}`,
        signal,
      ),
    getTournament: async (id: number, signal?: AbortSignal) =>
      (await get<{ data: PublicTournament }>(`/public/tournaments/${id}`, signal)).data,
    getBracket: async (id: number, signal?: AbortSignal) =>
      (await get<{ data: PublicBracket }>(`/public/tournaments/${id}/bracket`, signal)).data,
    getScoreboard: async (matchId: number, signal?: AbortSignal) =>
      (await get<{ data: Scoreboard }>(`/public/scoreboard/${matchId}`, signal)).data,
  };
}

export type PublicApi = ReturnType<typeof createPublicApi>;
