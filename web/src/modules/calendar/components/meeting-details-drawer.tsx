import {
  Alert,
  Button,
  CloseButton,
  Drawer,
  HStack,
  IconButton,
  Menu,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type EditScope, MEETING_STATUSES, type Meeting } from '@pickleball/domain';
import { Ban, CalendarArrowDown, ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { downloadMeetingIcs } from '../api/download-meeting-ics';
import { useMeeting } from '../api/get-meeting';
import { useMeetingActions } from '../api/meeting-actions';
import { MeetingDetails } from './meeting-details';
import type { OccurrenceShown } from './meeting-form-values';
import { useMeetingLabels } from './meeting-labels';
import { asksScope } from './meeting-scope';
import { ScopeRadios } from './scope-choice';

/** The meeting a drawer shows: from the calendar with its occurrence, or by id (a link, the list). */
export interface MeetingDetailsTarget {
  id: number;
  occurrence: OccurrenceShown | null;
}

export interface MeetingDetailsDrawerProps {
  target: MeetingDetailsTarget | null;
  onClose: () => void;
  onEdit: (meeting: Meeting, occurrence: OccurrenceShown | null) => void;
}

/** The status actions (SPEC §4) and edit, cancel, delete: for those who may change the meeting. */
function EditorActions({
  meeting,
  occurrence,
  onEdit,
  onCancel,
  onDelete,
}: {
  meeting: Meeting;
  occurrence: OccurrenceShown | null;
  onEdit: () => void;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('calendar');
  const labels = useMeetingLabels();
  const actions = useMeetingActions();
  const current = occurrence?.status ?? meeting.status;
  const forOccurrence = asksScope(meeting, occurrence);
  // A single meeting is cancelled with "Cancel" (which tells the participants); an occurrence can
  // also be marked cancelled and stay on the calendar, struck through.
  const choices = MEETING_STATUSES.filter(
    (status) => status !== current && (status !== 'cancelled' || forOccurrence),
  );
  return (
    <>
      <Menu.Root
        onSelect={(details) =>
          actions.setStatus.mutate({
            id: meeting.id,
            input: {
              status: details.value as Meeting['status'],
              occurrence_start: forOccurrence ? (occurrence?.original_start ?? null) : null,
            },
          })
        }
      >
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm" loading={actions.setStatus.isPending}>
            {t('calendar:actions.status')}
            <ChevronDown aria-hidden="true" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {choices.map((status) => (
                <Menu.Item key={status} value={status}>
                  {labels.statusAction(status)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {current !== 'cancelled' && (
        <Button variant="outline" size="sm" colorPalette="red" onClick={onCancel}>
          <Ban aria-hidden="true" />
          {t('calendar:actions.cancel')}
        </Button>
      )}
      <IconButton
        variant="outline"
        size="sm"
        colorPalette="red"
        aria-label={t('calendar:actions.delete')}
        onClick={onDelete}
      >
        <Trash2 />
      </IconButton>
      <Button size="sm" colorPalette="blue" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        {t('calendar:actions.edit')}
      </Button>
    </>
  );
}

/**
 * A meeting's details over the calendar or the list (the whole screen on a phone): its answers
 * follow live (the page's realtime room refreshes it), the invited reader answers here, and those
 * who may change it mark its status, edit, cancel or delete it. Anyone may download its .ics.
 */
export function MeetingDetailsDrawer({ target, onClose, onEdit }: MeetingDetailsDrawerProps) {
  const { t } = useTranslation(['calendar', 'ui']);
  const query = useMeeting(target?.id ?? null);
  const actions = useMeetingActions();
  const meeting = query.data;
  const occurrence = target?.occurrence ?? null;
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null);
  const [scope, setScope] = useState<EditScope>('this');
  const askScope = meeting ? asksScope(meeting, occurrence) : false;
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!meeting) return;
    setDownloading(true);
    try {
      await downloadMeetingIcs(meeting.id);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <Drawer.Root
        open={target !== null}
        onOpenChange={(event) => !event.open && onClose()}
        size={{ base: 'full', md: 'md' }}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="meeting-details">
              <Drawer.Header pe="12">
                <Drawer.Title>
                  {occurrence?.title ?? meeting?.title ?? t('calendar:detail.title')}
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                {query.isError ? (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{t('calendar:detail.load_failed')}</Alert.Title>
                      <Alert.Description>{query.error.message}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                ) : !meeting ? (
                  <Stack gap="4" aria-busy="true">
                    <Skeleton height="8" />
                    <Skeleton height="24" />
                    <Skeleton height="40" />
                  </Stack>
                ) : (
                  <MeetingDetails
                    meeting={meeting}
                    occurrence={occurrence}
                    isResponding={actions.respond.isPending}
                    onRespond={(response) => actions.respond.mutate({ id: meeting.id, input: { response } })}
                  />
                )}
              </Drawer.Body>
              {meeting && (
                <Drawer.Footer flexWrap="wrap" gap="2" justifyContent={{ base: 'stretch', sm: 'flex-end' }}>
                  <HStack gap="2" flexWrap="wrap" justify="flex-end" width="full">
                    <Button variant="ghost" size="sm" loading={downloading} onClick={() => void download()}>
                      <CalendarArrowDown aria-hidden="true" />
                      {t('calendar:actions.download_ics')}
                    </Button>
                    {meeting.can_edit && (
                      <EditorActions
                        meeting={meeting}
                        occurrence={occurrence}
                        onEdit={() => onEdit(meeting, occurrence)}
                        onCancel={() => {
                          setScope('this');
                          setConfirm('cancel');
                        }}
                        onDelete={() => setConfirm('delete')}
                      />
                    )}
                  </HStack>
                </Drawer.Footer>
              )}
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('ui:confirm.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      {meeting && (
        <>
          <ConfirmDialog
            open={confirm === 'cancel'}
            onOpenChange={(open) => !open && setConfirm(null)}
            title={t('calendar:cancel.title', { title: occurrence?.title ?? meeting.title })}
            description={t('calendar:cancel.description')}
            confirmLabel={t('calendar:actions.cancel_confirm')}
            onConfirm={() =>
              actions.cancel.mutateAsync({
                id: meeting.id,
                input: askScope
                  ? { scope, occurrence_start: occurrence?.original_start ?? null }
                  : { scope: 'all', occurrence_start: null },
              })
            }
          >
            {askScope && (
              <Stack gap="2" pt="2">
                <Text fontSize="sm" fontWeight="medium">
                  {t('calendar:scope.question')}
                </Text>
                <ScopeRadios value={scope} onChange={setScope} />
              </Stack>
            )}
          </ConfirmDialog>
          <ConfirmDialog
            open={confirm === 'delete'}
            onOpenChange={(open) => !open && setConfirm(null)}
            title={t('calendar:delete.title', { title: meeting.title })}
            description={
              meeting.recurrence
                ? t('calendar:delete.description_recurring')
                : t('calendar:delete.description')
            }
            irreversible
            confirmLabel={t('calendar:actions.delete')}
            onConfirm={async () => {
              await actions.remove.mutateAsync(meeting.id);
              onClose();
            }}
          />
        </>
      )}
    </>
  );
}
