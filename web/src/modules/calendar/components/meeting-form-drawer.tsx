import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { Meeting, MeetingUpdateInput } from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth';
import { useCreateMeeting, useUpdateMeeting } from '../api/save-meeting';
import { MeetingForm } from './meeting-form';
import {
  meetingToForm,
  type NewMeetingSlot,
  newMeetingForm,
  type OccurrenceShown,
  toCreateInput,
} from './meeting-form-values';
import { asksScope, scopedUpdate } from './meeting-scope';
import { useScopeChoice } from './scope-choice';

/** What the form drawer opens on: a new meeting at a slot, or a meeting (one of its occurrences). */
export type MeetingFormTarget =
  | { mode: 'create'; slot: NewMeetingSlot }
  | { mode: 'edit'; meeting: Meeting; occurrence: OccurrenceShown | null };

export interface MeetingFormDrawerProps {
  target: MeetingFormTarget | null;
  onClose: () => void;
  /** The meeting as saved (a split answers the new series). */
  onSaved?: (meeting: Meeting) => void;
}

/**
 * The meeting form in a drawer: the whole screen on a phone, a wide side panel on a laptop.
 * Saving an occurrence of a recurring meeting asks which occurrences the change is for.
 */
export function MeetingFormDrawer({ target, onClose, onSaved }: MeetingFormDrawerProps) {
  const { t } = useTranslation(['calendar', 'ui']);
  const { user } = useAuth();
  const create = useCreateMeeting();
  const update = useUpdateMeeting();
  const scope = useScopeChoice();
  const defaults = useMemo(
    () =>
      target === null
        ? null
        : target.mode === 'create'
          ? newMeetingForm(target.slot)
          : meetingToForm(target.meeting, target.occurrence),
    [target],
  );

  const submit = async (input: MeetingUpdateInput) => {
    if (!target) return;
    if (target.mode === 'create') {
      const response = await create.mutateAsync(toCreateInput(input));
      onSaved?.(response.data);
      onClose();
      return;
    }
    const { meeting, occurrence } = target;
    let chosen: MeetingUpdateInput = scopedUpdate(input, 'all', meeting, occurrence);
    if (asksScope(meeting, occurrence)) {
      const answer = await scope.ask({
        title: t('calendar:scope.save_title'),
        confirmLabel: t('calendar:actions.save'),
      });
      if (!answer) return;
      chosen = scopedUpdate(input, answer, meeting, occurrence);
    }
    const response = await update.mutateAsync({ id: meeting.id, input: chosen });
    onSaved?.(response.data);
    onClose();
  };

  const isEdit = target?.mode === 'edit';
  const title = isEdit ? t('calendar:form.edit_title') : t('calendar:form.create_title');
  return (
    <>
      <Drawer.Root
        open={target !== null}
        onOpenChange={(event) => !event.open && onClose()}
        size={{ base: 'full', md: 'lg' }}
        closeOnInteractOutside={false}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{title}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body pb="0">
                {target && defaults && (
                  <MeetingForm
                    key={target.mode === 'edit' ? `${target.meeting.id}-${target.meeting.revision}` : 'new'}
                    defaultValues={defaults}
                    isEdit={isEdit}
                    organizerId={
                      target.mode === 'edit' ? (target.meeting.organizer?.id ?? null) : (user?.id ?? null)
                    }
                    isOccurrence={target.mode === 'edit' && asksScope(target.meeting, target.occurrence)}
                    submitLabel={isEdit ? t('calendar:actions.save') : t('calendar:actions.create')}
                    onSubmit={submit}
                    onCancel={onClose}
                  />
                )}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('ui:confirm.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      {scope.dialog}
    </>
  );
}
