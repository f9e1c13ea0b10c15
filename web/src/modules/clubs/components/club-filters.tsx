import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useProvinces } from '../../../components/place-picker/geo-queries';
import { toPlaceOptions } from '../../../components/place-picker/place-names';
import type { CourtChoice } from '../../../components/search-picker/court-picker';
import { CourtPicker } from '../../../components/search-picker/court-picker';
import { useAuth } from '../../../lib/auth';
import { useCourtChoice } from '../api/get-court-choice';
import { useClubLabels } from './club-labels';
import type { ClubFilterName } from './club-list-config';

/** Status, court (searched), province and day-of-play filters of the clubs list. */
export function ClubFilters({ list }: { list: ListParamsState<ClubFilterName> }) {
  const { t, i18n } = useTranslation('clubs');
  const { can } = useAuth();
  const labels = useClubLabels();
  const { filters } = list.params;
  const provinces = useProvinces();
  const provinceOptions = useMemo(
    () => toPlaceOptions(provinces.data?.data ?? [], i18n.language),
    [provinces.data, i18n.language],
  );
  const courtId = filters.court_id ? Number(filters.court_id) : null;
  // The court chosen here, or (a bookmarked list) the one the URL names, fetched for its name.
  const [chosenCourt, setChosenCourt] = useState<CourtChoice | null>(null);
  const bookmarked = useCourtChoice(chosenCourt?.id === courtId ? null : courtId);
  const court =
    courtId === null ? null : chosenCourt?.id === courtId ? chosenCourt : (bookmarked.data ?? null);

  return (
    <>
      <FilterSelect
        label={t('clubs:fields.status')}
        allLabel={t('clubs:filters.all_statuses')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={labels.statusOptions}
      />
      {/* Courts are searched through the courts list, which needs its own permission. */}
      {can('court.view') && (
        <CourtPicker
          label={t('clubs:fields.court')}
          hideLabel
          size="sm"
          width={{ base: 'full', md: '56' }}
          placeholder={t('clubs:filters.any_court')}
          value={court}
          onChange={(next) => {
            setChosenCourt(next);
            list.setFilter('court_id', next ? String(next.id) : undefined);
          }}
        />
      )}
      <FilterSelect
        label={t('clubs:fields.province')}
        allLabel={t('clubs:filters.all_provinces')}
        value={filters.province_code}
        onChange={(value) => list.setFilter('province_code', value)}
        options={provinceOptions}
        width={{ base: 'full', md: '56' }}
      />
      <FilterSelect
        label={t('clubs:fields.day')}
        allLabel={t('clubs:filters.any_day')}
        value={filters.day}
        onChange={(value) => list.setFilter('day', value)}
        options={labels.weekdayOptions}
      />
    </>
  );
}
