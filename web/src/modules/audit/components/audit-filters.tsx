import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { DateRangeFilter } from '../../../components/filters/date-range-filter';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useAuditFilters } from '../api/get-audit-filters';
import { useAuditLabels } from './audit-labels';
import type { AuditFilterName } from './audit-list-config';
import { AuditUserFilter } from './audit-user-filter';

/** Model, event, user and date filters of the audit trail. */
export function AuditFilters({ list }: { list: ListParamsState<AuditFilterName> }) {
  const { t } = useTranslation('audit');
  const { eventLabel, modelLabel } = useAuditLabels();
  const options = useAuditFilters().data?.data;
  const { filters } = list.params;
  return (
    <>
      <FilterSelect
        label={t('audit:fields.model')}
        allLabel={t('audit:filters.all_models')}
        value={filters.model}
        onChange={(value) => list.setFilter('model', value)}
        options={(options?.models ?? []).map((model) => ({ value: model, label: modelLabel(model) }))}
      />
      <FilterSelect
        label={t('audit:fields.event')}
        allLabel={t('audit:filters.all_events')}
        value={filters.event}
        onChange={(value) => list.setFilter('event', value)}
        options={(options?.events ?? []).map((event) => ({ value: event, label: eventLabel(event) }))}
      />
      <AuditUserFilter value={filters.user_id} onChange={(value) => list.setFilter('user_id', value)} />
      <DateRangeFilter
        label={t('audit:fields.created_at')}
        from={filters.from}
        to={filters.to}
        onChange={({ from, to }) => list.setFilters({ from, to })}
      />
    </>
  );
}
