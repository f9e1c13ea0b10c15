import { MeetingUpdateInputSchema, type Occurrence } from '@pickleball/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEventChange } from '../../../components/calendar-view/calendar-view-model';
import { translateIssues } from '../../../components/form/form-errors';
import { isApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { meetingQueryOptions } from '../api/get-meeting';
import { invalidateCalendar } from '../api/invalidate-calendar';
import { keepMeeting, updateMeeting } from '../api/save-meeting';
import { occurrenceShown } from './meeting-details';
import { asksScope, movedUpdate, scopedUpdate } from './meeting-scope';
import { gridToInstants } from './occurrence-events';
import { useScopeChoice } from './scope-choice';

/**
 * A drag or a resize on the calendar: the meeting's own body with the new times, checked by the
 * same schema as the form, then, for a recurring meeting, "this occurrence / this and following /
 * all" asked, and sent. A refusal (the schema's, the server's) puts the event back and says why.
 */
export function useMeetingMove(): {
  move: (change: CalendarEventChange<Occurrence>) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation(['calendar', 'validation']);
  const queryClient = useQueryClient();
  const scope = useScopeChoice();
  const { ask } = scope;

  const move = useCallback(
    (change: CalendarEventChange<Occurrence>) => {
      const refuse = (message: string) => {
        change.revert();
        toaster.error({ title: t('calendar:move.refused'), description: message });
      };
      void (async () => {
        try {
          const meeting = await queryClient.fetchQuery(meetingQueryOptions(change.data.meeting_id));
          const times = gridToInstants(change, meeting.timezone);
          if (!times) return refuse(t('validation:time_zone'));
          const occurrence = occurrenceShown(change.data);
          const body = movedUpdate(meeting, occurrence, times);
          const checked = MeetingUpdateInputSchema.safeParse(body);
          if (!checked.success) {
            const errors = translateIssues(checked.error.issues, (key, values) => t(key, values));
            return refuse(Object.values(errors)[0]?.message ?? t('validation:form_invalid'));
          }
          let chosen = scopedUpdate(checked.data, 'all', meeting, occurrence);
          if (asksScope(meeting, occurrence)) {
            const answer = await ask({
              title: t('calendar:scope.move_title'),
              confirmLabel: t('calendar:actions.move'),
            });
            if (!answer) {
              change.revert();
              return;
            }
            chosen = scopedUpdate(checked.data, answer, meeting, occurrence);
          }
          const response = await updateMeeting(meeting.id, chosen);
          keepMeeting(queryClient, response.data);
          if (response.message) toaster.success({ title: response.message });
          await invalidateCalendar(queryClient);
        } catch (error) {
          const fields = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
          refuse(fields[0] ?? (error instanceof Error ? error.message : t('calendar:move.failed')));
        }
      })();
    },
    [ask, queryClient, t],
  );
  return { move, dialog: scope.dialog };
}
