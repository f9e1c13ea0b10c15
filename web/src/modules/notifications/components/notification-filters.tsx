import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useNotificationLabels } from './notification-labels';
import type { DeliveryFilterName, NotificationFilterName } from './notification-list-config';

/** Status, category, priority and channel filters of the notifications list. */
export function NotificationFilters({ list }: { list: ListParamsState<NotificationFilterName> }) {
  const { t } = useTranslation('notifications');
  const labels = useNotificationLabels();
  const { filters } = list.params;
  return (
    <>
      <FilterSelect
        label={t('notifications:fields.status')}
        allLabel={t('notifications:filters.all_statuses')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={labels.statusOptions}
      />
      <FilterSelect
        label={t('notifications:fields.category')}
        allLabel={t('notifications:filters.all_categories')}
        value={filters.category}
        onChange={(value) => list.setFilter('category', value)}
        options={labels.categoryOptions}
      />
      <FilterSelect
        label={t('notifications:fields.priority')}
        allLabel={t('notifications:filters.all_priorities')}
        value={filters.priority}
        onChange={(value) => list.setFilter('priority', value)}
        options={labels.priorityOptions}
      />
      <FilterSelect
        label={t('notifications:fields.channel')}
        allLabel={t('notifications:filters.all_channels')}
        value={filters.channel}
        onChange={(value) => list.setFilter('channel', value)}
        options={labels.channelOptions}
      />
    </>
  );
}

/** Status and channel filters of a send's delivery log. */
export function DeliveryFilters({ list }: { list: ListParamsState<DeliveryFilterName> }) {
  const { t } = useTranslation('notifications');
  const labels = useNotificationLabels();
  const { filters } = list.params;
  return (
    <>
      <FilterSelect
        label={t('notifications:fields.status')}
        allLabel={t('notifications:filters.all_statuses')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={labels.deliveryStatusOptions}
      />
      <FilterSelect
        label={t('notifications:fields.channel')}
        allLabel={t('notifications:filters.all_channels')}
        value={filters.channel}
        onChange={(value) => list.setFilter('channel', value)}
        options={labels.channelOptions}
      />
    </>
  );
}
