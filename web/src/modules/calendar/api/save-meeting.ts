import type { Meeting, MeetingInput, MeetingUpdateInput } from '@pickleball/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { calendarKeys } from '../calendar.keys';
import { invalidateCalendar } from './invalidate-calendar';

/** POST /calendar/meetings. Silent: a 422 lands on the form's fields. */
export function createMeeting(input: MeetingInput): Promise<DataResponse<Meeting>> {
  return api.post<DataResponse<Meeting>>('/calendar/meetings', input, { silent: true });
}

/** PUT /calendar/meetings/{id}: every field, for the occurrences `scope` names. */
export function updateMeeting(id: number, input: MeetingUpdateInput): Promise<DataResponse<Meeting>> {
  return api.put<DataResponse<Meeting>>(`/calendar/meetings/${id}`, input, { silent: true });
}

/** The answer is the meeting as it now is (a split answers the new series). */
export function keepMeeting(queryClient: QueryClient, meeting: Meeting): void {
  queryClient.setQueryData(calendarKeys.detail(meeting.id), meeting);
}

export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeeting,
    onSuccess: (response) => {
      keepMeeting(queryClient, response.data);
      if (response.message) toaster.success({ title: response.message });
      return invalidateCalendar(queryClient);
    },
  });
}

export function useUpdateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MeetingUpdateInput }) => updateMeeting(id, input),
    onSuccess: (response) => {
      keepMeeting(queryClient, response.data);
      if (response.message) toaster.success({ title: response.message });
      return invalidateCalendar(queryClient);
    },
  });
}
