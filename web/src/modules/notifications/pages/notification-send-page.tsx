import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useSendNotification } from '../api/send-notification';
import { SendForm } from '../components/send-form';

/** /notifications/send: compose, choose recipients, preview in both languages, send now or schedule. */
export default function NotificationSendPage() {
  const { t } = useTranslation(['notifications', 'ui']);
  const navigate = useNavigate();
  const send = useSendNotification();
  return (
    <>
      <PageHeader
        title={t('notifications:send.title')}
        description={t('notifications:send.description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('notifications:title'), to: '/notifications' },
          { label: t('notifications:send.title') },
        ]}
      />
      <SendForm
        onCancel={() => navigate('/notifications')}
        onSubmit={async (input) => {
          const response = await send.mutateAsync(input);
          navigate(`/notifications/${response.data.id}`);
        }}
      />
    </>
  );
}
