import { api } from '../../../lib/api-client';

/** GET /calendar/meetings/{id}/ics: the meeting as an .ics file, saved under the server's name. */
export function downloadMeetingIcs(id: number): Promise<void> {
  return api.download(`/calendar/meetings/${id}/ics`);
}
