import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useCreateRole } from '../api/create-role';
import { RoleForm } from '../components/role-form';

/** /roles/create. */
export default function RoleCreatePage() {
  const { t } = useTranslation(['roles', 'ui']);
  const createRole = useCreateRole();
  return (
    <>
      <PageHeader
        title={t('roles:create_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('roles:title'), to: '/roles' },
          { label: t('roles:create_title') },
        ]}
      />
      <RoleForm
        submitLabel={t('roles:actions.create')}
        onSubmit={(values) => createRole.mutateAsync(values)}
      />
    </>
  );
}
