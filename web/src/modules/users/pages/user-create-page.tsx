import { UserCreateInputSchema } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Form, FormActions } from '../../../components/form/form';
import { useZodForm } from '../../../components/form/zod-form';
import { PageHeader } from '../../../components/page-header';
import { useCreateUser } from '../api/create-user';
import { UserFormFields } from '../components/user-form-fields';

/** /users/create. */
export default function UserCreatePage() {
  const { t } = useTranslation(['users', 'ui']);
  const navigate = useNavigate();
  const createUser = useCreateUser();
  const form = useZodForm(UserCreateInputSchema, {
    defaultValues: {
      name: '',
      username: '',
      email: '',
      phone: '',
      password: '',
      password_confirmation: '',
      is_active: true,
      email_verified: false,
      roles: [],
    },
  });
  return (
    <>
      <PageHeader
        title={t('users:create_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('users:title'), to: '/users' },
          { label: t('users:create_title') },
        ]}
      />
      <Form
        warnOnLeave
        form={form}
        maxW="4xl"
        aria-label={t('users:create_title')}
        onSubmit={async (values) => {
          await createUser.mutateAsync(values);
          navigate('/users');
        }}
      >
        <UserFormFields mode="create" />
        <FormActions submitLabel={t('users:actions.create')} onCancel={() => navigate('/users')} />
      </Form>
    </>
  );
}
