import { useTranslation } from 'react-i18next';
import { useAccessLabels } from '../../../components/access-labels';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { DateRangeFilter } from '../../../components/filters/date-range-filter';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useUserFilters } from '../api/get-user-filters';
import type { UserFilterName } from './user-list-config';

/** Role, status, e-mail verification and creation date filters of the users list. */
export function UserFilters({ list }: { list: ListParamsState<UserFilterName> }) {
  const { t } = useTranslation(['users', 'ui']);
  const { roleLabel } = useAccessLabels();
  const options = useUserFilters().data?.data;
  const { filters } = list.params;
  return (
    <>
      <FilterSelect
        label={t('users:fields.roles')}
        allLabel={t('users:filters.all_roles')}
        value={filters.role}
        onChange={(value) => list.setFilter('role', value)}
        options={(options?.roles ?? []).map((role) => ({ value: role.name, label: roleLabel(role) }))}
      />
      <FilterSelect
        label={t('users:fields.is_active')}
        allLabel={t('users:filters.all_statuses')}
        value={filters.is_active}
        onChange={(value) => list.setFilter('is_active', value)}
        options={[
          { value: 'true', label: t('users:status.active') },
          { value: 'false', label: t('users:status.inactive') },
        ]}
      />
      <FilterSelect
        label={t('users:fields.email_verified')}
        allLabel={t('users:filters.all_verification')}
        value={filters.email_verified}
        onChange={(value) => list.setFilter('email_verified', value)}
        width={{ base: 'full', md: '52' }}
        options={[
          { value: 'true', label: t('users:verification.verified') },
          { value: 'false', label: t('users:verification.unverified') },
        ]}
      />
      <DateRangeFilter
        label={t('users:fields.created_at')}
        from={filters.created_from}
        to={filters.created_to}
        onChange={({ from, to }) => list.setFilters({ created_from: from, created_to: to })}
      />
    </>
  );
}
