import { useTranslation } from 'react-i18next';
import { useAccessLabels } from '../../../components/access-labels';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { usePermissionFilters } from '../api/get-permission-filters';
import type { PermissionFilterName } from './permission-list-config';

/** Group, role and "assigned" filters of the permissions list. */
export function PermissionFilters({ list }: { list: ListParamsState<PermissionFilterName> }) {
  const { t } = useTranslation('permissions');
  const { groupLabel, roleLabel } = useAccessLabels();
  const options = usePermissionFilters().data?.data;
  const { filters } = list.params;
  return (
    <>
      <FilterSelect
        label={t('permissions:fields.group')}
        allLabel={t('permissions:filters.all_groups')}
        value={filters.group}
        onChange={(value) => list.setFilter('group', value)}
        options={(options?.groups ?? []).map((group) => ({ value: group, label: groupLabel(group) }))}
      />
      <FilterSelect
        label={t('permissions:fields.roles')}
        allLabel={t('permissions:filters.all_roles')}
        value={filters.role}
        onChange={(value) => list.setFilter('role', value)}
        options={(options?.roles ?? []).map((role) => ({ value: role.name, label: roleLabel(role) }))}
      />
      <FilterSelect
        label={t('permissions:filters.assigned')}
        allLabel={t('permissions:filters.any_assignment')}
        value={filters.assigned}
        onChange={(value) => list.setFilter('assigned', value)}
        options={[
          { value: 'true', label: t('permissions:filters.assigned_yes') },
          { value: 'false', label: t('permissions:filters.assigned_no') },
        ]}
      />
    </>
  );
}
