import type { Meeting } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import {
  defaultSlot,
  MeetingFormSchema,
  type MeetingFormValues,
  meetingToForm,
  newMeetingForm,
  toCreateInput,
} from './meeting-form-values';

const HANOI = 'Asia/Ho_Chi_Minh';

function meeting(overrides: Partial<Meeting> = {}): Meeting {
  return {
    id: 7,
    title: 'Weekly training',
    description: null,
    location: 'Court 3',
    meeting_url: null,
    agenda: 'Drills',
    notes: null,
    // 19:00–21:00 in Hanoi (UTC+7) on Tuesday 1 December 2026.
    start_at: '2026-12-01T12:00:00.000Z',
    end_at: '2026-12-01T14:00:00.000Z',
    all_day: false,
    timezone: HANOI,
    type: 'meeting',
    priority: 'high',
    status: 'scheduled',
    organizer: { id: 1, name: 'Admin', username: 'admin' },
    participants: [
      {
        user: { id: 1, name: 'Admin', username: 'admin' },
        role: 'moderator',
        response: 'accepted',
        responded_at: null,
      },
      {
        user: { id: 5, name: 'Lan', username: 'lan' },
        role: 'attendee',
        response: 'maybe',
        responded_at: null,
      },
    ],
    recurrence: { pattern: 'weekly', interval: 1, weekdays: ['tuesday', 'saturday'], until: '2027-03-31' },
    reminders: [15, 1440],
    attachments: [],
    my_response: 'accepted',
    can_edit: true,
    revision: 3,
    created_at: '2026-11-27T00:00:00.000Z',
    updated_at: '2026-11-27T00:00:00.000Z',
    ...overrides,
  };
}

const parse = (values: MeetingFormValues) => MeetingFormSchema.safeParse(values);

describe('meeting form values', () => {
  it('shows a meeting in its own time zone and sends the same instants back', () => {
    const values = meetingToForm(meeting(), null);
    expect(values.start_at).toEqual({ date: '2026-12-01', time: '19:00' });
    expect(values.end_at).toEqual({ date: '2026-12-01', time: '21:00' });
    // The organiser is not listed: the server keeps them as moderator by themself.
    expect(values.participants.map((person) => person.user_id)).toEqual([5]);
    const result = parse(values);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.start_at).toBe('2026-12-01T12:00:00.000Z');
    expect(result.data.end_at).toBe('2026-12-01T14:00:00.000Z');
    expect(result.data.recurrence).toEqual({
      pattern: 'weekly',
      interval: 1,
      weekdays: ['tuesday', 'saturday'],
      until: '2027-03-31',
    });
    expect(result.data.participants).toEqual([{ user_id: 5, role: 'attendee' }]);
  });

  it('reads typed times in the chosen zone, not the browser’s', () => {
    const values = { ...meetingToForm(meeting(), null), timezone: 'Europe/London' };
    const result = parse(values);
    expect(result.success && result.data.start_at).toBe('2026-12-01T19:00:00.000Z');
  });

  it('opens an occurrence with its own times, title, notes and status', () => {
    const values = meetingToForm(meeting(), {
      original_start: '2026-12-05T12:00:00.000Z',
      start_at: '2026-12-05T13:30:00.000Z',
      end_at: '2026-12-05T15:00:00.000Z',
      title: 'Saturday special',
      notes: 'Only the A group',
      location: null,
      status: 'in_progress',
    });
    expect(values.start_at).toEqual({ date: '2026-12-05', time: '20:30' });
    expect(values.title).toBe('Saturday special');
    expect(values.notes).toBe('Only the A group');
    expect(values.location).toBe('');
    expect(values.status).toBe('in_progress');
  });

  it('turns an all-day meeting’s inclusive last day into the midnight after it', () => {
    const values: MeetingFormValues = {
      ...newMeetingForm(defaultSlot(new Date('2026-12-01T03:00:00Z')), HANOI),
      title: 'Tournament weekend',
      all_day: true,
      start_at: { date: '2026-12-05', time: '' },
      end_at: { date: '2026-12-06', time: '' },
    };
    const result = parse(values);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.start_at).toBe('2026-12-04T17:00:00.000Z');
    expect(result.data.end_at).toBe('2026-12-06T17:00:00.000Z');
    const back = meetingToForm(
      meeting({
        all_day: true,
        start_at: result.data.start_at,
        end_at: result.data.end_at,
        recurrence: null,
      }),
      null,
    );
    expect(back.start_at.date).toBe('2026-12-05');
    expect(back.end_at.date).toBe('2026-12-06');
  });

  it('puts the domain’s messages on the form’s fields', () => {
    const values: MeetingFormValues = {
      ...meetingToForm(meeting(), null),
      end_at: { date: '2026-12-01', time: '18:00' },
      recurrence: { pattern: 'weekly', interval: '1', weekdays: ['tuesday'], until: '2026-11-01' },
    };
    const result = parse(values);
    expect(result.success).toBe(false);
    if (result.success) return;
    const byPath = Object.fromEntries(
      result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byPath.end_at).toBe('end_after_start');
    expect(byPath['recurrence.until']).toBe('until_after_start');
    const untitled = parse({ ...meetingToForm(meeting(), null), title: ' ' });
    expect(!untitled.success && untitled.error.issues[0]?.path).toEqual(['title']);
  });

  it('asks for a time unless the meeting lasts all day', () => {
    const values: MeetingFormValues = {
      ...meetingToForm(meeting(), null),
      start_at: { date: '2026-12-01', time: '' },
      end_at: { date: '2026-12-01', time: '25:00' },
    };
    const result = parse(values);
    expect(result.success).toBe(false);
    if (result.success) return;
    const byPath = Object.fromEntries(
      result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byPath['start_at.time']).toBe('required');
    expect(byPath['end_at.time']).toBe('time_format');
    expect(parse({ ...values, all_day: true }).success).toBe(true);
  });

  it('starts a new meeting at the chosen slot, in Hanoi, with a 15-minute reminder', () => {
    const values = newMeetingForm({
      start: new Date('2026-12-02T11:00:00Z'),
      end: new Date('2026-12-02T12:30:00Z'),
      allDay: false,
    });
    expect(values.timezone).toBe(HANOI);
    expect(values.start_at).toEqual({ date: '2026-12-02', time: '18:00' });
    expect(values.end_at).toEqual({ date: '2026-12-02', time: '19:30' });
    expect(values.reminders).toEqual([15]);
    expect(values.recurrence.weekdays).toEqual(['wednesday']);
  });

  it('sends a new meeting without status or scope, a one-off without recurrence', () => {
    const result = parse({ ...newMeetingForm(defaultSlot(new Date('2026-12-01T03:00:00Z'))), title: 'Call' });
    expect(result.success).toBe(true);
    if (!result.success) return;
    const input = toCreateInput(result.data);
    expect(input).not.toHaveProperty('status');
    expect(input).not.toHaveProperty('scope');
    expect(input.recurrence).toBeNull();
  });
});
