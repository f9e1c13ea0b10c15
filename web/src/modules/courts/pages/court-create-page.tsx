import { CourtInputSchema } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Form, FormActions } from '../../../components/form/form';
import { useZodForm } from '../../../components/form/zod-form';
import { PageHeader } from '../../../components/page-header';
import { useCreateCourt } from '../api/create-court';
import { CourtFormFields } from '../components/court-form-fields';
import { emptyCourtForm } from '../components/court-form-values';

/** /courts/create. */
export default function CourtCreatePage() {
  const { t } = useTranslation(['courts', 'ui']);
  const navigate = useNavigate();
  const createCourt = useCreateCourt();
  const form = useZodForm(CourtInputSchema, {
    defaultValues: emptyCourtForm(),
    decimalFields: ['price_per_hour'],
  });
  return (
    <>
      <PageHeader
        title={t('courts:create_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('courts:title'), to: '/courts' },
          { label: t('courts:create_title') },
        ]}
      />
      <Form
        warnOnLeave
        form={form}
        maxW="4xl"
        aria-label={t('courts:create_title')}
        onSubmit={async (values) => {
          const created = await createCourt.mutateAsync(values);
          navigate(`/courts/${created.data.id}`);
        }}
      >
        <CourtFormFields audience="staff" />
        <FormActions submitLabel={t('courts:actions.create')} onCancel={() => navigate('/courts')} />
      </Form>
    </>
  );
}
