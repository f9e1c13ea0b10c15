import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useProviderLabels } from './provider-labels';
import type { ProviderFilterName } from './provider-list-config';

/** Type, health and enabled filters of the providers list. */
export function ProviderFilters({ list }: { list: ListParamsState<ProviderFilterName> }) {
  const { t } = useTranslation('notification-providers');
  const labels = useProviderLabels();
  const { filters } = list.params;
  return (
    <>
      <FilterSelect
        label={t('notification-providers:fields.type')}
        allLabel={t('notification-providers:filters.all_types')}
        value={filters.type}
        onChange={(value) => list.setFilter('type', value)}
        options={labels.typeOptions}
      />
      <FilterSelect
        label={t('notification-providers:fields.health')}
        allLabel={t('notification-providers:filters.any_health')}
        value={filters.health}
        onChange={(value) => list.setFilter('health', value)}
        options={labels.healthOptions}
      />
      <FilterSelect
        label={t('notification-providers:fields.enabled')}
        allLabel={t('notification-providers:filters.any_status')}
        value={filters.enabled}
        onChange={(value) => list.setFilter('enabled', value)}
        options={labels.enabledOptions}
      />
    </>
  );
}
