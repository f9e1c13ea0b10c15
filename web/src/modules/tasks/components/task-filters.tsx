import { Button } from '@chakra-ui/react';
import type { TaskPerson } from '@pickleball/domain';
import { Archive, UserRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useTaskTags } from '../api/list-task-tags';
import { AssigneePicker } from './assignee-picker';
import { useTaskLabels } from './task-labels';
import type { TaskFilterName } from './task-list-config';

/** "My tasks", status, priority, assignee (searched), tag, due and archived filters of the tasks list. */
export function TaskFilters({ list }: { list: ListParamsState<TaskFilterName> }) {
  const { t } = useTranslation('tasks');
  const labels = useTaskLabels();
  const { filters } = list.params;
  const tags = useTaskTags();
  const tagOptions = useMemo(
    () => (tags.data?.data ?? []).map(({ tag }) => ({ value: tag, label: tag })),
    [tags.data],
  );
  const assignedTo = filters.assigned_to ? Number(filters.assigned_to) : null;
  const [chosen, setChosen] = useState<TaskPerson | null>(null);
  const isMine = filters.mine === 'true';
  const isArchived = filters.archived === 'true';
  return (
    <>
      <Button
        size="sm"
        variant={isMine ? 'solid' : 'outline'}
        colorPalette={isMine ? 'blue' : 'gray'}
        aria-pressed={isMine}
        onClick={() => list.setFilters({ mine: isMine ? undefined : 'true', assigned_to: undefined })}
      >
        <UserRound size={14} aria-hidden="true" />
        {t('tasks:filters.mine')}
      </Button>
      <FilterSelect
        label={t('tasks:fields.status')}
        allLabel={t('tasks:filters.all_statuses')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={labels.statusOptions}
      />
      <FilterSelect
        label={t('tasks:fields.priority')}
        allLabel={t('tasks:filters.all_priorities')}
        value={filters.priority}
        onChange={(value) => list.setFilter('priority', value)}
        options={labels.priorityOptions}
      />
      {!isMine && (
        <AssigneePicker
          label={t('tasks:fields.assigned_to')}
          hideLabel
          size="sm"
          width={{ base: 'full', md: '52' }}
          placeholder={t('tasks:filters.any_assignee')}
          value={chosen?.id === assignedTo ? chosen : null}
          onChange={(next) => {
            setChosen(next);
            list.setFilter('assigned_to', next ? String(next.id) : undefined);
          }}
        />
      )}
      <FilterSelect
        label={t('tasks:fields.tags')}
        allLabel={t('tasks:filters.all_tags')}
        value={filters.tag}
        onChange={(value) => list.setFilter('tag', value)}
        options={tagOptions}
      />
      <FilterSelect
        label={t('tasks:fields.due_date')}
        allLabel={t('tasks:filters.any_due')}
        value={filters.due}
        onChange={(value) => list.setFilter('due', value)}
        options={labels.dueOptions}
      />
      <Button
        size="sm"
        variant={isArchived ? 'solid' : 'outline'}
        colorPalette={isArchived ? 'purple' : 'gray'}
        aria-pressed={isArchived}
        onClick={() => list.setFilter('archived', isArchived ? undefined : 'true')}
      >
        <Archive size={14} aria-hidden="true" />
        {t('tasks:filters.archived')}
      </Button>
    </>
  );
}
