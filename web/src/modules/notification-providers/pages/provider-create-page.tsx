import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { toaster } from '../../../lib/toaster';
import { useCreateProvider } from '../api/create-provider';
import { ProviderForm } from '../components/provider-form';
import { TestAfterSave } from '../components/provider-test-panel';

/** /notification-providers/create: saved first, then tested on its edit page (SPEC: a test needs a saved provider). */
export default function ProviderCreatePage() {
  const { t } = useTranslation(['notification-providers', 'ui']);
  const navigate = useNavigate();
  const createProvider = useCreateProvider();
  return (
    <>
      <PageHeader
        title={t('notification-providers:create_title')}
        description={t('notification-providers:create_description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('notification-providers:title'), to: '/notification-providers' },
          { label: t('notification-providers:create_title') },
        ]}
      />
      <ProviderForm
        label={t('notification-providers:create_title')}
        submitLabel={t('notification-providers:actions.create')}
        testSection={<TestAfterSave />}
        onCancel={() => navigate('/notification-providers')}
        onSubmit={async (input) => {
          const response = await createProvider.mutateAsync(input);
          toaster.success({ title: t('notification-providers:saved_test_now') });
          navigate(`/notification-providers/${response.data.id}/edit`);
        }}
      />
    </>
  );
}
