import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useDeviceFilters } from '../api/get-device-filters';
import { useDeviceLabels } from './device-labels';
import type { DeviceFilterName } from './device-list-config';

/** Status, operating system, app version, recent activity and archived filters of the devices list. */
export function DeviceFilters({ list }: { list: ListParamsState<DeviceFilterName> }) {
  const { t } = useTranslation('devices');
  const labels = useDeviceLabels();
  const options = useDeviceFilters();
  const { filters } = list.params;
  const versions = (options.data?.data.app_versions ?? []).map((version) => ({
    value: version,
    label: version,
  }));
  return (
    <>
      <FilterSelect
        label={t('devices:fields.status')}
        allLabel={t('devices:filters.all_statuses')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={labels.statusOptions}
      />
      <FilterSelect
        label={t('devices:fields.platform')}
        allLabel={t('devices:filters.all_platforms')}
        value={filters.platform}
        onChange={(value) => list.setFilter('platform', value)}
        options={labels.platformOptions}
      />
      <FilterSelect
        label={t('devices:fields.app_version')}
        allLabel={t('devices:filters.all_app_versions')}
        value={filters.app_version}
        onChange={(value) => list.setFilter('app_version', value)}
        options={versions}
      />
      <FilterSelect
        label={t('devices:filters.activity')}
        allLabel={t('devices:filters.any_activity')}
        value={filters.recently_active}
        onChange={(value) => list.setFilter('recently_active', value)}
        options={[
          { value: 'true', label: t('devices:filters.recently_active') },
          { value: 'false', label: t('devices:filters.not_recently_active') },
        ]}
      />
      <FilterSelect
        label={t('devices:filters.archive')}
        allLabel={t('devices:filters.not_archived')}
        value={filters.archived}
        onChange={(value) => list.setFilter('archived', value)}
        options={[{ value: 'true', label: t('devices:filters.archived') }]}
      />
    </>
  );
}
