import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useMeetingLabels } from './meeting-labels';
import type { MeetingFilterName } from './meeting-list-config';

/** Type, status, priority, "mine" and recurring filters of the meetings list. */
export function MeetingFilters({ list }: { list: ListParamsState<MeetingFilterName> }) {
  const { t } = useTranslation('calendar');
  const labels = useMeetingLabels();
  const { filters } = list.params;
  return (
    <>
      <FilterSelect
        label={t('calendar:fields.type')}
        allLabel={t('calendar:filters.all_types')}
        value={filters.type}
        onChange={(value) => list.setFilter('type', value)}
        options={labels.typeOptions}
      />
      <FilterSelect
        label={t('calendar:fields.status')}
        allLabel={t('calendar:filters.all_statuses')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={labels.statusOptions}
      />
      <FilterSelect
        label={t('calendar:fields.priority')}
        allLabel={t('calendar:filters.all_priorities')}
        value={filters.priority}
        onChange={(value) => list.setFilter('priority', value)}
        options={labels.priorityOptions}
      />
      <FilterSelect
        label={t('calendar:filters.whose')}
        allLabel={t('calendar:filters.everyone')}
        value={filters.mine}
        onChange={(value) => list.setFilter('mine', value)}
        options={[{ value: 'true', label: t('calendar:filters.mine') }]}
      />
      <FilterSelect
        label={t('calendar:filters.repeat')}
        allLabel={t('calendar:filters.any_repeat')}
        value={filters.recurring}
        onChange={(value) => list.setFilter('recurring', value)}
        options={[
          { value: 'true', label: t('calendar:filters.recurring') },
          { value: 'false', label: t('calendar:filters.single') },
        ]}
      />
    </>
  );
}
