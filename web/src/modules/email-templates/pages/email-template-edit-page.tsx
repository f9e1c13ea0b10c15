import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import type { EmailTemplate } from '@pickleball/domain';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { WatchedRecord } from '../../../components/form/watched-record';
import { PageHeader } from '../../../components/page-header';
import { useEmailTemplate } from '../api/get-email-template';
import { useUpdateEmailTemplate } from '../api/save-email-template';
import { useSendTestEmailTemplate } from '../api/send-test-email-template';
import { EmailTemplateForm } from '../components/email-template-form';
import { describeEmailTemplate } from '../components/email-template-labels';

function EditEmailTemplateForm({ template }: { template: EmailTemplate }) {
  const { t } = useTranslation('email-templates');
  const navigate = useNavigate();
  const updateTemplate = useUpdateEmailTemplate(template.id);
  return (
    <EmailTemplateForm
      template={template}
      label={t('email-templates:edit_title')}
      submitLabel={t('email-templates:actions.save')}
      onCancel={() => navigate('/email-templates')}
      onSubmit={async (input) => {
        await updateTemplate.mutateAsync(input);
        navigate('/email-templates');
      }}
    />
  );
}

/** "Send me a test": the saved template, with its samples, to the signed-in user's own address. */
function SendTestButton({ id }: { id: number }) {
  const { t } = useTranslation('email-templates');
  const send = useSendTestEmailTemplate(id);
  return (
    <Button
      variant="outline"
      title={t('email-templates:test_send.help')}
      loading={send.isPending}
      onClick={() => send.mutate()}
    >
      <Send size={16} aria-hidden="true" />
      {t('email-templates:test_send.action')}
    </Button>
  );
}

/** /email-templates/{id}/edit. */
export default function EmailTemplateEditPage() {
  const { t } = useTranslation(['email-templates', 'ui']);
  const id = Number(useParams().id);
  const template = useEmailTemplate(id);
  const data = template.data?.data;
  const name = data ? describeEmailTemplate(data, t) : null;
  return (
    <>
      <PageHeader
        title={name ? t('email-templates:edit_named', { name }) : t('email-templates:edit_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('email-templates:title'), to: '/email-templates' },
          { label: name ?? t('email-templates:edit_title') },
        ]}
        actions={data ? <SendTestButton id={data.id} /> : undefined}
      />
      {data ? (
        <WatchedRecord key={data.id} query={template} listPath="/email-templates">
          {(record) => <EditEmailTemplateForm template={record} />}
        </WatchedRecord>
      ) : template.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('email-templates:load_failed')}</Alert.Title>
            <Alert.Description>{template.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/email-templates">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="4" maxW="6xl" aria-busy="true">
          <Skeleton height="48" />
          <Skeleton height="64" />
        </Stack>
      )}
    </>
  );
}
