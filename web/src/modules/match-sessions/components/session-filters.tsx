import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { DateRangeFilter } from '../../../components/filters/date-range-filter';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useSessionLabels } from './session-labels';
import type { SessionFilterName } from './session-list-config';

/** Status, type and day filters of the sessions list (behind the list's Filters button on a phone). */
export function SessionFilters({ list }: { list: ListParamsState<SessionFilterName> }) {
  const { t } = useTranslation('match-sessions');
  const labels = useSessionLabels();
  const { filters } = list.params;
  return (
    <>
      <FilterSelect
        label={t('match-sessions:fields.status')}
        allLabel={t('match-sessions:filters.any_status')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={labels.statusOptions}
      />
      <FilterSelect
        label={t('match-sessions:fields.match_type')}
        allLabel={t('match-sessions:filters.any_type')}
        value={filters.match_type}
        onChange={(value) => list.setFilter('match_type', value)}
        options={labels.typeOptions}
      />
      <DateRangeFilter
        label={t('match-sessions:fields.date')}
        from={filters.from}
        to={filters.to}
        onChange={({ from, to }) => list.setFilters({ from, to })}
      />
    </>
  );
}
