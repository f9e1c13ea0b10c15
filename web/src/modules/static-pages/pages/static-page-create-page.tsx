import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { useCreateStaticPage } from '../api/create-static-page';
import { StaticPageForm } from '../components/static-page-form';
import { createStaticPageCreateSchema } from '../components/static-page-form-values';

/** /static-pages/create: a new page, saved as a draft or published at once. */
export default function StaticPageCreatePage() {
  const { t } = useTranslation(['static-pages', 'ui']);
  const navigate = useNavigate();
  const { can } = useAuth();
  const createPage = useCreateStaticPage();
  const schema = useMemo(() => createStaticPageCreateSchema(), []);
  return (
    <>
      <PageHeader
        title={t('static-pages:create_title')}
        description={t('static-pages:create_description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('static-pages:title'), to: '/static-pages' },
          { label: t('static-pages:create_title') },
        ]}
      />
      <StaticPageForm
        schema={schema}
        label={t('static-pages:create_title')}
        onCancel={() => navigate('/static-pages')}
        onSave={async (values, publish) => {
          const response = await createPage.mutateAsync({ ...values, publish });
          // Saved: the author keeps writing, now on the page's own form (or sees the page, without staticpage.edit).
          const { id } = response.data;
          navigate(can('staticpage.edit') ? `/static-pages/${id}/edit` : `/static-pages/${id}`, {
            replace: true,
          });
        }}
      />
    </>
  );
}
