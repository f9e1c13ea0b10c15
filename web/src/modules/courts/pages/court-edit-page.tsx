import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { type Court, CourtInputSchema } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Form, FormActions } from '../../../components/form/form';
import { WatchedRecord } from '../../../components/form/watched-record';
import { useZodForm } from '../../../components/form/zod-form';
import { PageHeader } from '../../../components/page-header';
import { useCourt } from '../api/get-court';
import { useUpdateCourt } from '../api/update-court';
import { CourtFormFields } from '../components/court-form-fields';
import { courtToForm } from '../components/court-form-values';

function EditCourtForm({ court }: { court: Court }) {
  const { t, i18n } = useTranslation(['courts', 'ui']);
  const navigate = useNavigate();
  const updateCourt = useUpdateCourt(court.id);
  const form = useZodForm(CourtInputSchema, {
    defaultValues: courtToForm(court, i18n.language),
    decimalFields: ['price_per_hour'],
  });
  return (
    <Form
      warnOnLeave
      form={form}
      maxW="4xl"
      aria-label={t('courts:edit_title')}
      onSubmit={async (values) => {
        await updateCourt.mutateAsync(values);
        navigate(`/courts/${court.id}`);
      }}
    >
      <CourtFormFields audience="staff" />
      <FormActions onCancel={() => navigate(`/courts/${court.id}`)} />
    </Form>
  );
}

/** /courts/{id}/edit. */
export default function CourtEditPage() {
  const { t } = useTranslation(['courts', 'ui']);
  const id = Number(useParams().id);
  const court = useCourt(id);
  const data = court.data?.data;
  return (
    <>
      <PageHeader
        title={data ? t('courts:edit_named', { name: data.name }) : t('courts:edit_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('courts:title'), to: '/courts' },
          ...(data ? [{ label: data.name, to: `/courts/${data.id}` }] : []),
          { label: t('courts:edit_title') },
        ]}
      />
      {data ? (
        // Keyed by court: another court's form never shows this one's values.
        <WatchedRecord key={data.id} query={court} listPath="/courts">
          {(record) => <EditCourtForm court={record} />}
        </WatchedRecord>
      ) : court.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('courts:detail.load_failed')}</Alert.Title>
            <Alert.Description>{court.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/courts">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="4" maxW="4xl" role="status" aria-label={t('common:loading')}>
          <Skeleton height="40" />
          <Skeleton height="32" />
          <Skeleton height="40" />
        </Stack>
      )}
    </>
  );
}
