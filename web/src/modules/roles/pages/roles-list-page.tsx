import { Button, Stack } from '@chakra-ui/react';
import type { Role } from '@pickleball/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { useRoles } from '../api/list-roles';
import { DeleteRoleDialog } from '../components/delete-role-dialog';
import { RoleFilters } from '../components/role-filters';
import { ROLE_LIST_CONFIG } from '../components/role-list-config';
import { RoleStats } from '../components/role-stats';
import { useRoleColumns } from '../components/use-role-columns';

/** /roles: statistics, a filtered list, and the delete dialog. */
export default function RolesListPage() {
  const { t } = useTranslation(['roles', 'ui']);
  const { can } = useAuth();
  const list = useListParams(ROLE_LIST_CONFIG);
  const roles = useRoles(list.query);
  const [toDelete, setToDelete] = useState<Role | null>(null);
  const columns = useRoleColumns(setToDelete);
  const createButton = can('role.create') && (
    <Button asChild colorPalette="blue">
      <RouterLink to="/roles/create">
        <Plus size={16} aria-hidden="true" />
        {t('roles:actions.create')}
      </RouterLink>
    </Button>
  );
  return (
    <Stack gap="6">
      <PageHeader
        title={t('roles:title')}
        description={t('roles:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('roles:title') }]}
        actions={createButton}
      />
      <RoleStats />
      <DataTable
        label={t('roles:title')}
        columns={columns}
        data={roles.data?.data}
        meta={roles.data?.meta}
        list={list}
        getRowId={(role) => String(role.id)}
        isLoading={roles.isPending}
        isFetching={roles.isFetching}
        isError={roles.isError}
        onRetry={() => void roles.refetch()}
        searchPlaceholder={t('roles:search_placeholder')}
        filters={<RoleFilters list={list} />}
        storageKey="roles"
        emptyTitle={t('roles:empty.title')}
        emptyAction={createButton}
      />
      <DeleteRoleDialog role={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
