import {
  Alert,
  Box,
  Button,
  DataList,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Delivery, Notification } from '@pickleball/domain';
import { Ban, RotateCcw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { StatCards } from '../../../components/stat-cards';
import { useAuth } from '../../../lib/auth';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { toaster } from '../../../lib/toaster';
import { useCancelNotification } from '../api/cancel-notification';
import { exportDeliveries } from '../api/export-deliveries';
import { useNotification } from '../api/get-notification';
import { useDeliveries } from '../api/list-deliveries';
import { useRetryDeliveries } from '../api/retry-deliveries';
import { ChannelTotals } from '../components/channel-totals';
import { ChannelBadges, NotificationStatusBadge, PriorityBadge } from '../components/notification-badges';
import { DeliveryFilters } from '../components/notification-filters';
import { useNotificationLabels } from '../components/notification-labels';
import { DELIVERY_LIST_CONFIG } from '../components/notification-list-config';
import { countSent, sumTotals } from '../components/notification-progress';
import { useDeliveryColumns } from '../components/use-delivery-columns';
import { useNotificationTitle } from '../components/use-notification-columns';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Who the send went to, in words: "Specific users (3)". */
function useRecipientSummary() {
  const { i18n } = useTranslation('notifications');
  const labels = useNotificationLabels();
  return (notification: Notification) => {
    const { user_ids: users, role_ids: roles, groups } = notification.recipients;
    const count = {
      all_users: 0,
      specific_users: users.length,
      user_roles: roles.length,
      user_groups: groups.length,
    }[notification.recipient_type];
    const label = labels.recipientTypeLabel(notification.recipient_type);
    return count > 0 ? `${label} (${formatNumber(count, i18n.language)})` : label;
  };
}

function DeliveryFigures({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const totals = notification.totals;
  return (
    <StatCards
      columns={{ base: 2, md: 5 }}
      items={[
        {
          id: 'total',
          label: t('notifications:detail.total'),
          value: sumTotals(totals),
          colorPalette: 'blue',
        },
        {
          id: 'sent',
          label: t('notifications:detail.sent'),
          value: countSent(totals),
          colorPalette: 'green',
        },
        { id: 'queued', label: t('notifications:delivery_status.queued'), value: totals.queued ?? 0 },
        {
          id: 'failed',
          label: t('notifications:delivery_status.failed'),
          value: totals.failed ?? 0,
          colorPalette: 'red',
        },
        { id: 'skipped', label: t('notifications:delivery_status.skipped'), value: totals.skipped ?? 0 },
      ]}
    />
  );
}

function NotificationContent({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const labels = useNotificationLabels();
  const recipientSummary = useRecipientSummary();
  const locale = i18n.language;
  const data = Object.entries(notification.data);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Panel title={t('notifications:detail.message')}>
        <Stack gap="3">
          {notification.template && (
            <Text fontSize="sm" color="fg.muted">
              {t('notifications:detail.from_template', { name: notification.template.name })}
            </Text>
          )}
          {notification.subject && <Text fontWeight="semibold">{notification.subject}</Text>}
          <Text whiteSpace="pre-line">
            {notification.content ?? t('notifications:detail.template_content')}
          </Text>
          {data.length > 0 && (
            <DataList.Root orientation="horizontal" size="sm">
              {data.map(([name, value]) => (
                <Item key={name} label={name}>
                  {String(value)}
                </Item>
              ))}
            </DataList.Root>
          )}
        </Stack>
      </Panel>
      <Panel title={t('notifications:detail.about')}>
        <DataList.Root orientation="horizontal" size="sm">
          <Item label={t('notifications:fields.status')}>
            <NotificationStatusBadge status={notification.status} />
          </Item>
          <Item label={t('notifications:fields.channels')}>
            <ChannelBadges channels={notification.channels} />
          </Item>
          <Item label={t('notifications:fields.recipients')}>{recipientSummary(notification)}</Item>
          <Item label={t('notifications:fields.category')}>
            {labels.categoryLabel(notification.category)}
          </Item>
          <Item label={t('notifications:fields.priority')}>
            <PriorityBadge priority={notification.priority} />
          </Item>
          {notification.link && (
            <Item label={t('notifications:fields.link')}>
              {notification.link.startsWith('/') ? (
                <Link asChild>
                  <RouterLink to={notification.link}>{notification.link}</RouterLink>
                </Link>
              ) : (
                <Link href={notification.link} target="_blank" rel="noopener noreferrer">
                  {notification.link}
                </Link>
              )}
            </Item>
          )}
          {notification.scheduled_at && (
            <Item label={t('notifications:fields.scheduled_at')}>
              {formatDateTime(notification.scheduled_at, locale)}
            </Item>
          )}
          <Item label={t('notifications:fields.sent_at')}>
            {formatDateTime(notification.sent_at, locale) || '—'}
          </Item>
          {notification.cancelled_at && (
            <Item label={t('notifications:fields.cancelled_at')}>
              {formatDateTime(notification.cancelled_at, locale)}
            </Item>
          )}
          <Item label={t('notifications:fields.created_by')}>
            {notification.created_by?.name ?? t('notifications:detail.system')}
          </Item>
          <Item label={t('notifications:fields.created_at')}>
            {formatDateTime(notification.created_at, locale)}
          </Item>
        </DataList.Root>
      </Panel>
    </SimpleGrid>
  );
}

function DeliveryLog({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const { can } = useAuth();
  const list = useListParams(DELIVERY_LIST_CONFIG);
  const isLive = notification.status === 'processing' || notification.status === 'pending';
  const deliveries = useDeliveries(notification.id, list.query, isLive);
  const columns = useDeliveryColumns();
  const retry = useRetryDeliveries(notification.id);
  const [retrying, setRetrying] = useState<Delivery[] | null>(null);
  const canRetry = can('notification.send');
  return (
    <Panel title={t('notifications:detail.deliveries')}>
      <DataTable
        label={t('notifications:detail.deliveries')}
        columns={columns}
        data={deliveries.data?.data}
        meta={deliveries.data?.meta}
        list={list}
        getRowId={(delivery) => String(delivery.id)}
        getRowLabel={(delivery) => delivery.user?.name ?? delivery.address ?? String(delivery.id)}
        isLoading={deliveries.isPending}
        isFetching={deliveries.isFetching}
        isError={deliveries.isError}
        onRetry={() => void deliveries.refetch()}
        searchPlaceholder={t('notifications:detail.search_recipient')}
        filters={<DeliveryFilters list={list} />}
        storageKey="notification-deliveries"
        defaultHiddenColumns={['provider', 'attempts', 'locale']}
        exportFormats={['xlsx', 'csv']}
        onExport={(format) => exportDeliveries(notification.id, format, list.filterQuery)}
        // Only failed deliveries can be retried: no boxes at all while none failed.
        enableRowSelection={
          canRetry && (notification.totals.failed ?? 0) > 0
            ? (delivery) => delivery.status === 'failed'
            : false
        }
        bulkActions={(selected, clear) => (
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => {
              setRetrying(selected);
              clear();
            }}
          >
            <RotateCcw size={14} aria-hidden="true" />
            {t('notifications:actions.retry_selected', { count: selected.length })}
          </Button>
        )}
        emptyTitle={t('notifications:detail.no_deliveries')}
        emptyDescription={t('notifications:detail.no_deliveries_help')}
      />
      <ConfirmDialog
        open={retrying !== null}
        onOpenChange={(open) => !open && setRetrying(null)}
        destructive={false}
        title={t('notifications:retry.selected_title', { count: retrying?.length ?? 0 })}
        description={t('notifications:retry.description')}
        confirmLabel={t('notifications:actions.retry')}
        onConfirm={async () => {
          const response = await retry.mutateAsync(retrying?.map((delivery) => delivery.id));
          toaster.success({
            title: t('notifications:retry.done', {
              count: response.data.retried,
              retried: formatNumber(response.data.retried, i18n.language),
            }),
          });
        }}
      />
    </Panel>
  );
}

function NotificationActions({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const { can } = useAuth();
  const cancel = useCancelNotification(notification.id);
  const retry = useRetryDeliveries(notification.id);
  const [dialog, setDialog] = useState<'cancel' | 'retry' | null>(null);
  if (!can('notification.send')) return null;
  const failed = notification.totals.failed ?? 0;
  return (
    <>
      {failed > 0 && (
        <Button variant="outline" onClick={() => setDialog('retry')}>
          <RotateCcw size={16} aria-hidden="true" />
          {t('notifications:actions.retry_failed', { count: failed })}
        </Button>
      )}
      {notification.status === 'pending' && (
        <Button variant="outline" colorPalette="red" onClick={() => setDialog('cancel')}>
          <Ban size={16} aria-hidden="true" />
          {t('notifications:actions.cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('notifications:cancel.title')}
        description={t('notifications:cancel.description')}
        confirmLabel={t('notifications:actions.cancel')}
        irreversible
        onConfirm={async () => {
          await cancel.mutateAsync();
          toaster.success({ title: t('notifications:cancel.done') });
        }}
      />
      <ConfirmDialog
        open={dialog === 'retry'}
        onOpenChange={(open) => !open && setDialog(null)}
        destructive={false}
        title={t('notifications:retry.all_title', {
          count: failed,
          failed: formatNumber(failed, i18n.language),
        })}
        description={t('notifications:retry.description')}
        confirmLabel={t('notifications:actions.retry')}
        onConfirm={async () => {
          const response = await retry.mutateAsync(undefined);
          toaster.success({
            title: t('notifications:retry.done', {
              count: response.data.retried,
              retried: formatNumber(response.data.retried, i18n.language),
            }),
          });
        }}
      />
    </>
  );
}

/** /notifications/{id}: the message, its live counters per status and channel, and the delivery log. */
export default function NotificationDetailPage() {
  const { t } = useTranslation(['notifications', 'ui']);
  const id = Number(useParams().id);
  const notification = useNotification(id);
  const data = notification.data?.data;
  const titleOf = useNotificationTitle();
  const title = data ? titleOf(data) : t('notifications:detail.title');
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('notifications:title'), to: '/notifications' },
          { label: title },
        ]}
        actions={data && <NotificationActions notification={data} />}
      />
      {notification.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('notifications:detail.load_failed')}</Alert.Title>
            <Alert.Description>{notification.error.message}</Alert.Description>
          </Alert.Content>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => void notification.refetch()}>
              {t('notifications:actions.retry_load')}
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <RouterLink to="/notifications">{t('ui:page.back_to_list')}</RouterLink>
            </Button>
          </HStack>
        </Alert.Root>
      ) : data ? (
        <Stack gap="6">
          <DeliveryFigures notification={data} />
          <NotificationContent notification={data} />
          <Panel title={t('notifications:detail.per_channel')}>
            <ChannelTotals notification={data} />
          </Panel>
          <DeliveryLog notification={data} />
        </Stack>
      ) : (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="20" />
          <Skeleton height="48" />
          <Skeleton height="64" />
        </Stack>
      )}
    </>
  );
}
