import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { type User, UserUpdateInputSchema } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Form, FormActions } from '../../../components/form/form';
import { WatchedRecord } from '../../../components/form/watched-record';
import { useZodForm } from '../../../components/form/zod-form';
import { PageHeader } from '../../../components/page-header';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { UserFormFields } from '../components/user-form-fields';

function EditUserForm({ user }: { user: User }) {
  const { t } = useTranslation(['users', 'ui']);
  const navigate = useNavigate();
  const updateUser = useUpdateUser(user.id);
  const form = useZodForm(UserUpdateInputSchema, {
    defaultValues: {
      name: user.name,
      username: user.username,
      email: user.email ?? '',
      phone: user.phone ?? '',
      password: '',
      password_confirmation: '',
      is_active: user.is_active,
      email_verified: user.email_verified,
      roles: user.roles.map((role) => role.id),
    },
  });
  return (
    <Form
      warnOnLeave
      form={form}
      maxW="4xl"
      aria-label={t('users:edit_title')}
      onSubmit={async (values) => {
        await updateUser.mutateAsync(values);
        navigate('/users');
      }}
    >
      <UserFormFields mode="edit" />
      <FormActions onCancel={() => navigate('/users')} />
    </Form>
  );
}

/** /users/{id}/edit. */
export default function UserEditPage() {
  const { t } = useTranslation(['users', 'ui']);
  const id = Number(useParams().id);
  const user = useUser(id);
  return (
    <>
      <PageHeader
        title={user.data ? t('users:edit_named', { name: user.data.data.name }) : t('users:edit_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('users:title'), to: '/users' },
          { label: t('users:edit_title') },
        ]}
      />
      {user.data ? (
        <WatchedRecord key={user.data.data.id} query={user} listPath="/users">
          {(record) => <EditUserForm user={record} />}
        </WatchedRecord>
      ) : user.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('users:detail.load_failed')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/users">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="4" maxW="4xl">
          <Skeleton height="40" />
          <Skeleton height="32" />
          <Skeleton height="40" />
        </Stack>
      )}
    </>
  );
}
