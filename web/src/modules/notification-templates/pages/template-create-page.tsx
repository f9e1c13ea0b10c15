import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useCreateTemplate } from '../api/create-template';
import { TemplateForm } from '../components/template-form';

/** /notification-templates/create. */
export default function TemplateCreatePage() {
  const { t } = useTranslation(['notification-templates', 'ui']);
  const navigate = useNavigate();
  const createTemplate = useCreateTemplate();
  return (
    <>
      <PageHeader
        title={t('notification-templates:create_title')}
        description={t('notification-templates:create_description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('notification-templates:title'), to: '/notification-templates' },
          { label: t('notification-templates:create_title') },
        ]}
      />
      <TemplateForm
        label={t('notification-templates:create_title')}
        submitLabel={t('notification-templates:actions.create')}
        onCancel={() => navigate('/notification-templates')}
        onSubmit={async (input) => {
          const response = await createTemplate.mutateAsync(input);
          navigate(`/notification-templates/${response.data.id}/preview`);
        }}
      />
    </>
  );
}
