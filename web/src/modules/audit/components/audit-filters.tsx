import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { DateRangeFilter } from '../../../components/filters/date-range-filter';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useAuth } from '../../../lib/auth';
import { sortByName } from '../../../lib/format';
import { useAuditFilters } from '../api/get-audit-filters';
import { useAuditUsers } from '../api/list-audit-users';
import { useAuditLabels } from './audit-labels';
import type { AuditFilterName } from './audit-list-config';

/** Model, event, user and date filters of the audit trail. */
export function AuditFilters({ list }: { list: ListParamsState<AuditFilterName> }) {
  const { t, i18n } = useTranslation('audit');
  const { can } = useAuth();
  const { eventLabel, modelLabel } = useAuditLabels();
  const options = useAuditFilters().data?.data;
  const users = useAuditUsers(can('user.view')).data?.data ?? [];
  const { filters } = list.params;
  // In the alphabet of the UI's language: "Đặng" before "Võ" in Vietnamese.
  const userOptions = sortByName(users, (user) => user.name, i18n.language).map((user) => ({
    value: String(user.id),
    label: `${user.name} (@${user.username})`,
  }));
  // A user picked from the table (or a bookmark) may be outside the first page of users.
  if (filters.user_id && !userOptions.some((option) => option.value === filters.user_id))
    userOptions.unshift({
      value: filters.user_id,
      label: t('audit:filters.user_number', { id: filters.user_id }),
    });
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
      {userOptions.length > 0 && (
        <FilterSelect
          label={t('audit:fields.user')}
          allLabel={t('audit:filters.all_users')}
          value={filters.user_id}
          onChange={(value) => list.setFilter('user_id', value)}
          options={userOptions}
        />
      )}
      <DateRangeFilter
        label={t('audit:fields.created_at')}
        from={filters.from}
        to={filters.to}
        onChange={({ from, to }) => list.setFilters({ from, to })}
      />
    </>
  );
}
