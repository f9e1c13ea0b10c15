import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import type { NotificationTemplate } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { WatchedRecord } from '../../../components/form/watched-record';
import { PageHeader } from '../../../components/page-header';
import { useTemplate } from '../api/get-template';
import { useUpdateTemplate } from '../api/update-template';
import { TemplateForm } from '../components/template-form';

function EditTemplateForm({ template }: { template: NotificationTemplate }) {
  const { t } = useTranslation('notification-templates');
  const navigate = useNavigate();
  const updateTemplate = useUpdateTemplate(template.id);
  return (
    <TemplateForm
      template={template}
      label={t('notification-templates:edit_title')}
      submitLabel={t('notification-templates:actions.save')}
      onCancel={() => navigate('/notification-templates')}
      onSubmit={async (input) => {
        await updateTemplate.mutateAsync(input);
        navigate(`/notification-templates/${template.id}/preview`);
      }}
    />
  );
}

/** /notification-templates/{id}/edit. */
export default function TemplateEditPage() {
  const { t } = useTranslation(['notification-templates', 'ui']);
  const id = Number(useParams().id);
  const template = useTemplate(id);
  const data = template.data?.data;
  return (
    <>
      <PageHeader
        title={
          data
            ? t('notification-templates:edit_named', { name: data.name })
            : t('notification-templates:edit_title')
        }
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('notification-templates:title'), to: '/notification-templates' },
          { label: data?.name ?? t('notification-templates:edit_title') },
        ]}
      />
      {data ? (
        <WatchedRecord key={data.id} query={template} listPath="/notification-templates">
          {(record) => <EditTemplateForm template={record} />}
        </WatchedRecord>
      ) : template.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('notification-templates:load_failed')}</Alert.Title>
            <Alert.Description>{template.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/notification-templates">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="4" maxW="5xl" aria-busy="true">
          <Skeleton height="48" />
          <Skeleton height="64" />
        </Stack>
      )}
    </>
  );
}
