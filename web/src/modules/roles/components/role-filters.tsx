import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessLabels } from '../../../components/access-labels';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { compareNames } from '../../../lib/format';
import { useRoleFilters } from '../api/get-role-filters';
import type { RoleFilterName } from './role-list-config';

/** Permission and "has users" filters of the roles list. */
export function RoleFilters({ list }: { list: ListParamsState<RoleFilterName> }) {
  const { t, i18n } = useTranslation('roles');
  const { groupLabel } = useAccessLabels();
  const options = useRoleFilters().data?.data;
  const permissionOptions = useMemo(
    () =>
      (options?.permissions ?? [])
        .map((permission) => ({
          value: permission.name,
          label: `${groupLabel(permission.group)} · ${permission.name}`,
        }))
        .sort((a, b) => compareNames(a.label, b.label, i18n.language)),
    [options, groupLabel, i18n.language],
  );
  return (
    <>
      <FilterSelect
        label={t('roles:filters.permission')}
        allLabel={t('roles:filters.all_permissions')}
        value={list.params.filters.permission}
        onChange={(value) => list.setFilter('permission', value)}
        options={permissionOptions}
        width={{ base: 'full', md: '60' }}
      />
      <FilterSelect
        label={t('roles:filters.has_users')}
        allLabel={t('roles:filters.any_users')}
        value={list.params.filters.has_users}
        onChange={(value) => list.setFilter('has_users', value)}
        options={[
          { value: 'true', label: t('roles:filters.with_users') },
          { value: 'false', label: t('roles:filters.without_users') },
        ]}
      />
    </>
  );
}
