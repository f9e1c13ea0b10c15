import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useProvinces, useWards } from '../../../components/place-picker/geo-queries';
import { toPlaceOptions } from '../../../components/place-picker/place-names';
import { useCourtLabels } from './court-labels';
import type { CourtFilterName } from './court-list-config';

/** Status, province then ward, surface, amenity, facility and visibility filters of the courts list. */
export function CourtFilters({ list }: { list: ListParamsState<CourtFilterName> }) {
  const { t, i18n } = useTranslation('courts');
  const labels = useCourtLabels();
  const { filters } = list.params;
  const provinces = useProvinces();
  const wards = useWards(filters.province_code ?? '');
  const language = i18n.language;
  const provinceOptions = useMemo(
    () => toPlaceOptions(provinces.data?.data ?? [], language),
    [provinces.data, language],
  );
  const wardOptions = useMemo(() => toPlaceOptions(wards.data?.data ?? [], language), [wards.data, language]);
  return (
    <>
      <FilterSelect
        label={t('courts:fields.status')}
        allLabel={t('courts:filters.all_statuses')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={labels.statusOptions}
      />
      <FilterSelect
        label={t('courts:fields.province')}
        allLabel={t('courts:filters.all_provinces')}
        value={filters.province_code}
        onChange={(value) => list.setFilters({ province_code: value, ward_code: undefined })}
        options={provinceOptions}
        width={{ base: 'full', md: '56' }}
      />
      {filters.province_code && (
        <FilterSelect
          label={t('courts:fields.ward')}
          allLabel={t('courts:filters.all_wards')}
          value={filters.ward_code}
          onChange={(value) => list.setFilter('ward_code', value)}
          options={wardOptions}
          width={{ base: 'full', md: '56' }}
        />
      )}
      <FilterSelect
        label={t('courts:fields.surface_type')}
        allLabel={t('courts:filters.all_surfaces')}
        value={filters.surface_type}
        onChange={(value) => list.setFilter('surface_type', value)}
        options={labels.surfaceOptions}
      />
      <FilterSelect
        label={t('courts:fields.amenities')}
        allLabel={t('courts:filters.any_amenity')}
        value={filters.amenity}
        onChange={(value) => list.setFilter('amenity', value)}
        options={labels.amenityOptions}
      />
      <FilterSelect
        label={t('courts:fields.facilities')}
        allLabel={t('courts:filters.any_facility')}
        value={filters.facility}
        onChange={(value) => list.setFilter('facility', value)}
        options={labels.facilityOptions}
      />
      <FilterSelect
        label={t('courts:fields.is_active')}
        allLabel={t('courts:filters.all_visibility')}
        value={filters.is_active}
        onChange={(value) => list.setFilter('is_active', value)}
        options={[
          { value: 'true', label: t('courts:visibility.visible') },
          { value: 'false', label: t('courts:visibility.hidden') },
        ]}
      />
    </>
  );
}
