import { Button, Stack } from '@chakra-ui/react';
import type { User } from '@pickleball/domain';
import { Plus, Power, PowerOff, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { useExportUsers } from '../api/export-users';
import { useUsers } from '../api/list-users';
import { useToggleUserStatus } from '../api/toggle-user-status';
import { DeleteUsersDialog } from '../components/delete-users-dialog';
import { useUserColumns } from '../components/use-user-columns';
import { UserDetailDrawer } from '../components/user-detail-drawer';
import { UserFilters } from '../components/user-filters';
import { USER_LIST_CONFIG, VIEW_PARAM } from '../components/user-list-config';
import { UserStats } from '../components/user-stats';

/** /users: statistics, a filtered and sorted list, a detail drawer, status toggling, deletion and download. */
export default function UsersListPage() {
  const { t } = useTranslation(['users', 'ui', 'common']);
  const { can } = useAuth();
  const list = useListParams(USER_LIST_CONFIG);
  const users = useUsers(list.query);
  const toggleStatus = useToggleUserStatus();
  const exportUsers = useExportUsers();
  const [searchParams, setSearchParams] = useSearchParams();
  const [toDelete, setToDelete] = useState<User[]>([]);

  const viewedId = Number(searchParams.get(VIEW_PARAM));
  const openUser = useCallback(
    (user: User) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(VIEW_PARAM, String(user.id));
        return next;
      }),
    [setSearchParams],
  );
  const closeUser = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(VIEW_PARAM);
      return next;
    });
  const handleToggle = useCallback((user: User) => toggleStatus.mutate([user.id]), [toggleStatus.mutate]);
  const handleDelete = useCallback((user: User) => setToDelete([user]), []);
  const columns = useUserColumns({ onView: openUser, onToggleStatus: handleToggle, onDelete: handleDelete });

  const canBulk = can(['user.edit', 'user.delete']);

  return (
    <Stack gap="6">
      <PageHeader
        title={t('users:title')}
        description={t('users:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('users:title') }]}
        actions={
          can('user.create') && (
            <Button asChild colorPalette="blue">
              <RouterLink to="/users/create">
                <Plus size={16} aria-hidden="true" />
                {t('users:actions.create')}
              </RouterLink>
            </Button>
          )
        }
      />
      <UserStats />
      <DataTable
        label={t('users:title')}
        columns={columns}
        data={users.data?.data}
        meta={users.data?.meta}
        list={list}
        getRowId={(user) => String(user.id)}
        getRowLabel={(user) => user.name}
        isLoading={users.isPending}
        isFetching={users.isFetching}
        isError={users.isError}
        onRetry={() => void users.refetch()}
        searchPlaceholder={t('users:search_placeholder')}
        filters={<UserFilters list={list} />}
        storageKey="users"
        defaultHiddenColumns={['phone']}
        exportFormats={['xlsx', 'csv']}
        onExport={(format) => exportUsers.mutateAsync({ format, filters: list.filterQuery })}
        onRowClick={openUser}
        enableRowSelection={canBulk}
        bulkActions={(selected, clear) => (
          <>
            {can('user.edit') && (
              <Button
                size="xs"
                variant="outline"
                loading={toggleStatus.isPending}
                disabled={selected.every((user) => user.is_active)}
                onClick={() =>
                  toggleStatus.mutate(
                    selected.filter((user) => !user.is_active).map((user) => user.id),
                    { onSuccess: clear },
                  )
                }
              >
                <Power size={14} aria-hidden="true" />
                {t('users:actions.activate')}
              </Button>
            )}
            {can('user.edit') && (
              <Button
                size="xs"
                variant="outline"
                loading={toggleStatus.isPending}
                disabled={selected.every((user) => !user.is_active)}
                onClick={() =>
                  toggleStatus.mutate(
                    selected.filter((user) => user.is_active).map((user) => user.id),
                    { onSuccess: clear },
                  )
                }
              >
                <PowerOff size={14} aria-hidden="true" />
                {t('users:actions.deactivate')}
              </Button>
            )}
            {can('user.delete') && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setToDelete(selected)}>
                <Trash2 size={14} aria-hidden="true" />
                {t('users:actions.delete')}
              </Button>
            )}
          </>
        )}
        emptyTitle={t('users:empty.title')}
        emptyDescription={t('users:empty.description')}
        emptyAction={
          can('user.create') && (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/users/create">{t('users:actions.create')}</RouterLink>
            </Button>
          )
        }
      />
      <UserDetailDrawer
        userId={Number.isInteger(viewedId) && viewedId > 0 ? viewedId : null}
        onClose={closeUser}
        onToggleStatus={handleToggle}
        onDelete={handleDelete}
      />
      <DeleteUsersDialog
        users={toDelete}
        onClose={() => setToDelete([])}
        onDeleted={() => {
          if (toDelete.some((user) => user.id === viewedId)) closeUser();
        }}
      />
    </Stack>
  );
}
