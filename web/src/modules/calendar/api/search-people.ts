import type { MeetingPerson } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

export type { MeetingPerson };

/** Who may search people to invite: anyone who sees the calendar (GET /calendar/candidates). */
export const PEOPLE_SEARCH_PERMISSION = 'calendar.view';

/** Active people matching the text (name, username, e-mail or phone, diacritics ignored), at most 20. */
export async function searchPeople(search: string, signal?: AbortSignal): Promise<MeetingPerson[]> {
  const response = await api.get<DataResponse<MeetingPerson[]>>('/calendar/candidates', {
    query: { search: search || undefined },
    signal,
    // The picker says so itself when the search fails.
    silent: true,
  });
  return response.data;
}
