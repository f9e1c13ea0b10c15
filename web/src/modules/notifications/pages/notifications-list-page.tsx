import { Button, Stack } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { useNotifications } from '../api/list-notifications';
import { NotificationFilters } from '../components/notification-filters';
import { NOTIFICATION_LIST_CONFIG } from '../components/notification-list-config';
import { NotificationStats } from '../components/notification-stats';
import { useNotificationColumns, useNotificationTitle } from '../components/use-notification-columns';

/** /notifications: the sends, their figures and live progress; filters by status, category, priority, channel. */
export default function NotificationsListPage() {
  const { t } = useTranslation(['notifications', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(NOTIFICATION_LIST_CONFIG);
  const notifications = useNotifications(list.query);
  const columns = useNotificationColumns();
  const titleOf = useNotificationTitle();
  const sendButton = can('notification.send') && (
    <Button asChild colorPalette="blue">
      <RouterLink to="/notifications/send">
        <Send size={16} aria-hidden="true" />
        {t('notifications:actions.send')}
      </RouterLink>
    </Button>
  );

  return (
    <Stack gap="6">
      <PageHeader
        title={t('notifications:title')}
        description={t('notifications:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('notifications:title') }]}
        actions={sendButton}
      />
      <NotificationStats />
      <DataTable
        label={t('notifications:title')}
        columns={columns}
        data={notifications.data?.data}
        meta={notifications.data?.meta}
        list={list}
        getRowId={(notification) => String(notification.id)}
        getRowLabel={titleOf}
        isLoading={notifications.isPending}
        isFetching={notifications.isFetching}
        isError={notifications.isError}
        onRetry={() => void notifications.refetch()}
        searchPlaceholder={t('notifications:search_placeholder')}
        filters={<NotificationFilters list={list} />}
        storageKey="notifications"
        defaultHiddenColumns={['recipients', 'scheduled_at', 'sent_at', 'priority']}
        onRowClick={(notification) => navigate(`/notifications/${notification.id}`)}
        emptyTitle={t('notifications:empty.title')}
        emptyDescription={t('notifications:empty.description')}
        emptyAction={sendButton}
      />
    </Stack>
  );
}
