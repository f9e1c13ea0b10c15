import type {
  Meeting,
  MeetingCancelInput,
  MeetingRespondInput,
  MeetingStatusInput,
} from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { calendarKeys } from '../calendar.keys';
import { invalidateCalendar } from './invalidate-calendar';
import { keepMeeting } from './save-meeting';

/** POST /calendar/meetings/{id}/cancel: this occurrence, this and following, or all (participants are told). */
export function cancelMeeting(id: number, input: MeetingCancelInput): Promise<DataResponse<Meeting>> {
  return api.post<DataResponse<Meeting>>(`/calendar/meetings/${id}/cancel`, input, { silent: true });
}

/** POST /calendar/meetings/{id}/status: mark in progress, completed, cancelled or scheduled again. */
export function setMeetingStatus(id: number, input: MeetingStatusInput): Promise<DataResponse<Meeting>> {
  return api.post<DataResponse<Meeting>>(`/calendar/meetings/${id}/status`, input);
}

/** DELETE /calendar/meetings/{id}: the whole series, for good. */
export function deleteMeeting(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`/calendar/meetings/${id}`, { silent: true });
}

/** POST /calendar/meetings/{id}/respond: my own answer. */
export function respondToMeeting(id: number, input: MeetingRespondInput): Promise<DataResponse<Meeting>> {
  return api.post<DataResponse<Meeting>>(`/calendar/meetings/${id}/respond`, input);
}

/** The actions on a meeting; each keeps the answer and refreshes what shows meetings. */
export function useMeetingActions() {
  const queryClient = useQueryClient();
  const done = (response: { data?: Meeting; message?: string }) => {
    if (response.data) keepMeeting(queryClient, response.data);
    if (response.message) toaster.success({ title: response.message });
    return invalidateCalendar(queryClient);
  };
  return {
    cancel: useMutation({
      mutationFn: ({ id, input }: { id: number; input: MeetingCancelInput }) => cancelMeeting(id, input),
      onSuccess: done,
    }),
    setStatus: useMutation({
      mutationFn: ({ id, input }: { id: number; input: MeetingStatusInput }) => setMeetingStatus(id, input),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: number) => deleteMeeting(id),
      onSuccess: (response, id) => {
        queryClient.removeQueries({ queryKey: calendarKeys.detail(id) });
        return done(response);
      },
    }),
    respond: useMutation({
      mutationFn: ({ id, input }: { id: number; input: MeetingRespondInput }) => respondToMeeting(id, input),
      onSuccess: done,
    }),
  };
}
