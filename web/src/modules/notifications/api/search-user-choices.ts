import type { User } from '@pickleball/domain';
import type { PickerItem } from '../../../components/search-picker/search-picker';
import { api, type ListResponse } from '../../../lib/api-client';

/** A user as the recipients picker lists them: the name, and the username and e-mail under it. */
export interface UserChoice extends PickerItem {
  username: string;
  email: string | null;
}

/** GET /users?search= (user.view): the first users matching a name, username, e-mail or phone. */
export async function searchUserChoices(search: string, signal?: AbortSignal): Promise<UserChoice[]> {
  const response = await api.get<ListResponse<User>>('/users', {
    query: { search: search || undefined, per_page: 10, sort: 'name' },
    signal,
    silent: true,
  });
  return response.data.map(({ id, name, username, email }) => ({ id, name, username, email }));
}
