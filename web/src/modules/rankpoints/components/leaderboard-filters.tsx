import { AGE_BANDS, GENDERS, RANKPOINT_TYPES } from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useProvinces } from '../../../components/place-picker/geo-queries';
import { toPlaceOptions } from '../../../components/place-picker/place-names';
import { AGE_BAND_KEYS, GENDER_KEYS, TYPE_KEYS } from './rankpoint-labels';
import type { LeaderboardFilterName } from './rankpoint-list-config';

/** Type, gender, province (named and sorted for the reader) and age band of the leaderboard. */
export function LeaderboardFilters({ list }: { list: ListParamsState<LeaderboardFilterName> }) {
  const { t, i18n } = useTranslation('rankpoints');
  const { filters } = list.params;
  const provinces = useProvinces();
  const provinceOptions = useMemo(
    () =>
      toPlaceOptions(provinces.data?.data ?? [], i18n.language).map(({ value, label }) => ({ value, label })),
    [provinces.data, i18n.language],
  );
  return (
    <>
      <FilterSelect
        label={t('rankpoints:fields.type')}
        allLabel={t('rankpoints:filters.all_types')}
        value={filters.type}
        onChange={(value) => list.setFilter('type', value)}
        options={RANKPOINT_TYPES.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) }))}
      />
      <FilterSelect
        label={t('rankpoints:fields.gender')}
        allLabel={t('rankpoints:filters.all_genders')}
        value={filters.gender}
        onChange={(value) => list.setFilter('gender', value)}
        options={GENDERS.map((gender) => ({ value: gender, label: t(GENDER_KEYS[gender]) }))}
      />
      <FilterSelect
        label={t('rankpoints:fields.province')}
        allLabel={t('rankpoints:filters.all_provinces')}
        value={filters.province_code}
        onChange={(value) => list.setFilter('province_code', value)}
        options={provinceOptions}
      />
      <FilterSelect
        label={t('rankpoints:fields.age_band')}
        allLabel={t('rankpoints:filters.all_ages')}
        value={filters.age_band}
        onChange={(value) => list.setFilter('age_band', value)}
        options={AGE_BANDS.map((band) => ({ value: band, label: t(AGE_BAND_KEYS[band]) }))}
      />
    </>
  );
}
