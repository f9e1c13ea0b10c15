import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useCreatePermission } from '../api/create-permission';
import { PermissionForm } from '../components/permission-form';

/** /permissions/create. */
export default function PermissionCreatePage() {
  const { t } = useTranslation(['permissions', 'ui']);
  const createPermission = useCreatePermission();
  return (
    <>
      <PageHeader
        title={t('permissions:create_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('permissions:title'), to: '/permissions' },
          { label: t('permissions:create_title') },
        ]}
      />
      <PermissionForm
        submitLabel={t('permissions:actions.create')}
        onSubmit={(values) => createPermission.mutateAsync(values)}
      />
    </>
  );
}
