import { Alert, Button, Skeleton } from '@chakra-ui/react';
import type { Permission } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { WatchedRecord } from '../../../components/form/watched-record';
import { PageHeader } from '../../../components/page-header';
import { usePermission } from '../api/get-permission';
import { useUpdatePermission } from '../api/update-permission';
import { PermissionForm } from '../components/permission-form';

function EditPermissionForm({ permission }: { permission: Permission }) {
  const updatePermission = useUpdatePermission(permission.id);
  return (
    <PermissionForm permission={permission} onSubmit={(values) => updatePermission.mutateAsync(values)} />
  );
}

/** /permissions/{id}/edit. */
export default function PermissionEditPage() {
  const { t } = useTranslation(['permissions', 'ui']);
  const id = Number(useParams().id);
  const permission = usePermission(id);
  return (
    <>
      <PageHeader
        title={
          permission.data
            ? t('permissions:edit_named', { name: permission.data.data.name })
            : t('permissions:edit_title')
        }
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('permissions:title'), to: '/permissions' },
          { label: t('permissions:edit_title') },
        ]}
      />
      {permission.data ? (
        <WatchedRecord key={permission.data.data.id} query={permission} listPath="/permissions">
          {(record) => <EditPermissionForm permission={record} />}
        </WatchedRecord>
      ) : permission.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('permissions:load_failed')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/permissions">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : (
        <Skeleton height="64" maxW="4xl" />
      )}
    </>
  );
}
