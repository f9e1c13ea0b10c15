import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const NOTIFICATION_FILTERS = ['status', 'category', 'priority', 'channel'] as const;
export type NotificationFilterName = (typeof NOTIFICATION_FILTERS)[number];

/** The notifications list in the URL: NotificationListQuerySchema's filters and sort, newest first. */
export const NOTIFICATION_LIST_CONFIG: ListParamsConfig<NotificationFilterName> = {
  filters: NOTIFICATION_FILTERS,
  sortFields: ['created_at', 'scheduled_at', 'sent_at', 'id'],
  defaultSort: '-created_at',
};

export const DELIVERY_FILTERS = ['status', 'channel'] as const;
export type DeliveryFilterName = (typeof DELIVERY_FILTERS)[number];

/** A send's delivery log in the URL: DeliveryListQuerySchema's filters and sort. */
export const DELIVERY_LIST_CONFIG: ListParamsConfig<DeliveryFilterName> = {
  filters: DELIVERY_FILTERS,
  sortFields: ['id', 'updated_at', 'status', 'channel'],
  defaultSort: 'id',
};
