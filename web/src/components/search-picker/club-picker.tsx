import type { Club } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { api, type ListResponse } from '../../lib/api-client';
import { type PickerItem, SearchPicker, type SearchPickerProps } from './search-picker';

/** GET /clubs?search=: the first clubs matching a name (diacritics ignored); needs club.view. */
export async function searchClubs(search: string, signal?: AbortSignal): Promise<PickerItem[]> {
  const response = await api.get<ListResponse<Club>>('/clubs', {
    query: { search: search || undefined, per_page: 10, sort: 'name' },
    signal,
    silent: true,
  });
  return response.data.map(({ id, name }) => ({ id, name }));
}

export type ClubPickerProps = Omit<SearchPickerProps<PickerItem>, 'search' | 'queryKey'>;

/** A club, searched by name. */
export function ClubPicker({ placeholder, noneText, ...props }: ClubPickerProps) {
  const { t } = useTranslation('ui');
  return (
    <SearchPicker
      {...props}
      placeholder={placeholder ?? t('ui:picker.club_placeholder')}
      noneText={noneText ?? t('ui:picker.club_none')}
      search={searchClubs}
      queryKey={['pickers', 'clubs']}
    />
  );
}
