import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import type { Role } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAccessLabels } from '../../../components/access-labels';
import { WatchedRecord } from '../../../components/form/watched-record';
import { PageHeader } from '../../../components/page-header';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { RoleForm } from '../components/role-form';

function EditRoleForm({ role }: { role: Role }) {
  const updateRole = useUpdateRole(role.id);
  return <RoleForm role={role} onSubmit={(values) => updateRole.mutateAsync(values)} />;
}

/** /roles/{id}/edit. */
export default function RoleEditPage() {
  const { t } = useTranslation(['roles', 'ui']);
  const { roleLabel } = useAccessLabels();
  const id = Number(useParams().id);
  const role = useRole(id);
  return (
    <>
      <PageHeader
        title={role.data ? t('roles:edit_named', { name: roleLabel(role.data.data) }) : t('roles:edit_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('roles:title'), to: '/roles' },
          { label: t('roles:edit_title') },
        ]}
      />
      {role.data ? (
        <WatchedRecord key={role.data.data.id} query={role} listPath="/roles">
          {(record) => <EditRoleForm role={record} />}
        </WatchedRecord>
      ) : role.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('roles:load_failed')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/roles">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="4">
          <Skeleton height="40" />
          <Skeleton height="80" />
        </Stack>
      )}
    </>
  );
}
