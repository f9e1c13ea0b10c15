import type { User } from '@pickleball/domain';
import { api, type ListResponse } from '../../../lib/api-client';

/** A person who can be invited: what the participants picker shows and the form keeps. */
export interface MeetingPerson {
  id: number;
  name: string;
  username: string;
}

/** The permission the people search needs (GET /users). */
export const PEOPLE_SEARCH_PERMISSION = 'user.view';

/**
 * Active people matching the text (name, username or phone, diacritics ignored), for the
 * participants picker. The calendar has no people search of its own: this asks the users list,
 * so only those who may read it (user.view) can search; the form says so to the others.
 */
export async function searchPeople(search: string, signal?: AbortSignal): Promise<MeetingPerson[]> {
  const response = await api.get<ListResponse<User>>('/users', {
    query: { search: search || undefined, is_active: 'true', per_page: 25, sort: 'name' },
    signal,
    silent: true,
  });
  return response.data.map((user) => ({ id: user.id, name: user.name, username: user.username }));
}
