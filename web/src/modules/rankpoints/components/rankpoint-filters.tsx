import { RANKPOINT_STATUSES, RANKPOINT_TYPES } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { STATUS_KEYS, TYPE_KEYS } from './rankpoint-labels';
import type { RankpointFilterName } from './rankpoint-list-config';

/** Type and status filters of the rank points list (the search box is the table's). */
export function RankpointFilters({ list }: { list: ListParamsState<RankpointFilterName> }) {
  const { t } = useTranslation('rankpoints');
  const { filters } = list.params;
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
        label={t('rankpoints:fields.status')}
        allLabel={t('rankpoints:filters.all_statuses')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={RANKPOINT_STATUSES.map((status) => ({ value: status, label: t(STATUS_KEYS[status]) }))}
      />
    </>
  );
}
