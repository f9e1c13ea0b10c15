import { Button, Dialog, HStack, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { TASK_STATUSES, type Task, type TaskBulkInput, type TaskPerson } from '@pickleball/domain';
import { Archive, ArchiveRestore, ArrowRightLeft, UserRoundPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useBulkTaskAction } from '../api/bulk-tasks';
import { AssigneePicker } from './assignee-picker';
import { useTaskLabels } from './task-labels';

interface Props {
  selected: Task[];
  clear: () => void;
}

function AssignDialog({ selected, clear, open, onClose }: Props & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['tasks', 'ui']);
  const [person, setPerson] = useState<TaskPerson | null>(null);
  const bulk = useBulkTaskAction();
  const run = (assignedTo: number | null) =>
    bulk.mutate(
      { action: 'assign', ids: selected.map((task) => task.id), assigned_to: assignedTo },
      {
        onSuccess: () => {
          clear();
          onClose();
        },
      },
    );
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('tasks:bulk.assign_title', { count: selected.length })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm" color="fg.muted">
                  {t('tasks:bulk.assign_help')}
                </Text>
                <AssigneePicker label={t('tasks:fields.assigned_to')} value={person} onChange={setPerson} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="2" flexWrap="wrap" justify="flex-end">
                <Button variant="outline" onClick={onClose}>
                  {t('ui:form.cancel')}
                </Button>
                <Button variant="outline" loading={bulk.isPending} onClick={() => run(null)}>
                  {t('tasks:bulk.unassign')}
                </Button>
                <Button
                  colorPalette="blue"
                  disabled={!person}
                  loading={bulk.isPending}
                  onClick={() => run(person?.id ?? null)}
                >
                  {t('tasks:bulk.assign')}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Actions on the selected rows: assign, change status, archive or restore (archiving asks first). */
export function TaskBulkActions({ selected, clear }: Props) {
  const { t } = useTranslation('tasks');
  const labels = useTaskLabels();
  const bulk = useBulkTaskAction();
  const [assigning, setAssigning] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const ids = selected.map((task) => task.id);
  const allArchived = selected.every((task) => task.is_archived);
  const run = (input: TaskBulkInput) => bulk.mutate(input, { onSuccess: clear });
  if (allArchived)
    return (
      <Button
        size="xs"
        variant="outline"
        loading={bulk.isPending}
        onClick={() => run({ action: 'restore', ids })}
      >
        <ArchiveRestore size={14} aria-hidden="true" />
        {t('tasks:actions.restore')}
      </Button>
    );
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setAssigning(true)}>
        <UserRoundPlus size={14} aria-hidden="true" />
        {t('tasks:bulk.assign')}
      </Button>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button size="xs" variant="outline" loading={bulk.isPending}>
            <ArrowRightLeft size={14} aria-hidden="true" />
            {t('tasks:bulk.change_status')}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {TASK_STATUSES.map((status) => (
                <Menu.Item key={status} value={status} onClick={() => run({ action: 'status', ids, status })}>
                  {labels.status(status)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Button size="xs" variant="outline" colorPalette="purple" onClick={() => setArchiving(true)}>
        <Archive size={14} aria-hidden="true" />
        {t('tasks:actions.archive')}
      </Button>
      <AssignDialog selected={selected} clear={clear} open={assigning} onClose={() => setAssigning(false)} />
      <ConfirmDialog
        open={archiving}
        onOpenChange={setArchiving}
        destructive={false}
        title={t('tasks:bulk.archive_title', { count: selected.length })}
        description={t('tasks:bulk.archive_help')}
        confirmLabel={t('tasks:actions.archive')}
        onConfirm={async () => {
          await bulk.mutateAsync({ action: 'archive', ids });
          clear();
        }}
      />
    </>
  );
}
