import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useCreateEmailTemplate } from '../api/save-email-template';
import { EmailTemplateForm } from '../components/email-template-form';

/** /email-templates/create. */
export default function EmailTemplateCreatePage() {
  const { t } = useTranslation(['email-templates', 'ui']);
  const navigate = useNavigate();
  const createTemplate = useCreateEmailTemplate();
  return (
    <>
      <PageHeader
        title={t('email-templates:create_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('email-templates:title'), to: '/email-templates' },
          { label: t('email-templates:create_title') },
        ]}
      />
      <EmailTemplateForm
        label={t('email-templates:create_title')}
        submitLabel={t('email-templates:actions.create')}
        onCancel={() => navigate('/email-templates')}
        onSubmit={async (input) => {
          await createTemplate.mutateAsync(input);
          navigate('/email-templates');
        }}
      />
    </>
  );
}
