import type { Court } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { api, type ListResponse } from '../../lib/api-client';
import { SearchPicker, type SearchPickerProps } from './search-picker';

/** What a picker shows of a court: its name and, once searched, its place. */
export type CourtChoice = Pick<Court, 'id' | 'name'> & Partial<Pick<Court, 'province' | 'ward'>>;

/** "Phường Bến Thành, Thành phố Hồ Chí Minh", in the user's language when the API has it. */
export function describeCourtPlace(court: CourtChoice, language: string): string {
  const name = (place: { name: string; name_en: string } | undefined | null) =>
    place ? (language === 'en' && place.name_en ? place.name_en : place.name) : '';
  return [name(court.ward), name(court.province)].filter(Boolean).join(', ');
}

/** GET /courts?search=: the first courts matching a name or address (diacritics ignored); needs court.view. */
export async function searchCourts(search: string, signal?: AbortSignal): Promise<CourtChoice[]> {
  const response = await api.get<ListResponse<Court>>('/courts', {
    query: { search: search || undefined, per_page: 10, sort: 'name' },
    signal,
    // The picker says so itself when the search fails.
    silent: true,
  });
  return response.data.map(({ id, name, province, ward }) => ({ id, name, province, ward }));
}

export type CourtPickerProps = Omit<SearchPickerProps<CourtChoice>, 'search' | 'queryKey' | 'describe'>;

/** A registered court, searched by name or address ("ben thanh" finds "Bến Thành"). */
export function CourtPicker({ placeholder, noneText, ...props }: CourtPickerProps) {
  const { t, i18n } = useTranslation('ui');
  return (
    <SearchPicker
      {...props}
      placeholder={placeholder ?? t('ui:picker.court_placeholder')}
      noneText={noneText ?? t('ui:picker.court_none')}
      search={searchCourts}
      queryKey={['pickers', 'courts']}
      describe={(court) => describeCourtPlace(court, i18n.language) || undefined}
    />
  );
}
