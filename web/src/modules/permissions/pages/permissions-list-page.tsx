import { Button, Stack } from '@chakra-ui/react';
import type { Permission } from '@pickleball/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { usePermissions } from '../api/list-permissions';
import { DeletePermissionDialog } from '../components/delete-permission-dialog';
import { PermissionFilters } from '../components/permission-filters';
import { PERMISSION_LIST_CONFIG } from '../components/permission-list-config';
import { PermissionStats } from '../components/permission-stats';
import { usePermissionColumns } from '../components/use-permission-columns';

/** /permissions: statistics, a filtered list, and the delete dialog. */
export default function PermissionsListPage() {
  const { t } = useTranslation(['permissions', 'ui']);
  const { can } = useAuth();
  const list = useListParams(PERMISSION_LIST_CONFIG);
  const permissions = usePermissions(list.query);
  const [toDelete, setToDelete] = useState<Permission | null>(null);
  const columns = usePermissionColumns(setToDelete);
  const createButton = can('permission.create') && (
    <Button asChild colorPalette="blue">
      <RouterLink to="/permissions/create">
        <Plus size={16} aria-hidden="true" />
        {t('permissions:actions.create')}
      </RouterLink>
    </Button>
  );
  return (
    <Stack gap="6">
      <PageHeader
        title={t('permissions:title')}
        description={t('permissions:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('permissions:title') }]}
        actions={createButton}
      />
      <PermissionStats />
      <DataTable
        label={t('permissions:title')}
        columns={columns}
        data={permissions.data?.data}
        meta={permissions.data?.meta}
        list={list}
        getRowId={(permission) => String(permission.id)}
        isLoading={permissions.isPending}
        isFetching={permissions.isFetching}
        isError={permissions.isError}
        onRetry={() => void permissions.refetch()}
        searchPlaceholder={t('permissions:search_placeholder')}
        filters={<PermissionFilters list={list} />}
        storageKey="permissions"
        emptyTitle={t('permissions:empty.title')}
        emptyAction={createButton}
      />
      <DeletePermissionDialog permission={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
