/**
 * Demo meetings for `npm run seed:demo`: a weekly training, a monthly organisers' meeting, a call
 * tomorrow and an all-day tournament day, with participants who answered or not. Times are in Ho
 * Chi Minh City, from this week on.
 */
import { addLocalDays, buildSearchText, fromLocal, toLocal } from '@pickleball/domain';
import type { Db } from '../db/database';
import { nowIso } from '../db/dialect';
import { scheduleReminders } from '../modules/calendar/calendar.reminders';

const ZONE = 'Asia/Ho_Chi_Minh';

interface DemoMeeting {
  title: string;
  description: string;
  location: string | null;
  type: 'meeting' | 'call' | 'event' | 'reminder';
  priority: 'low' | 'medium' | 'high' | 'urgent';
  /** Days from today (local) and the local start time; all-day when hour is null. */
  day: number;
  hour: number | null;
  minutes: number;
  recurrence: { pattern: string; weekdays: string[] } | null;
  reminders: number[];
  organizer: string;
  participants: [username: string, role: string, response: string][];
}

const DEMO_MEETINGS: DemoMeeting[] = [
  {
    title: 'Tập luyện tối thứ Ba – CLB Phú Mỹ Hưng',
    description: 'Khởi động 15 phút, tập dink và giao bóng, đấu tập đôi.',
    location: 'Sân Pickleball Phú Mỹ Hưng',
    type: 'event',
    priority: 'medium',
    day: 1,
    hour: 19,
    minutes: 120,
    recurrence: { pattern: 'weekly', weekdays: ['tuesday', 'friday'] },
    reminders: [60],
    organizer: 'an.nguyen',
    participants: [
      ['binh.tran', 'moderator', 'accepted'],
      ['hanh.vo', 'attendee', 'accepted'],
      ['bao.dang', 'attendee', 'maybe'],
      ['sarah.nguyen', 'optional', 'pending'],
    ],
  },
  {
    title: 'Họp ban tổ chức giải mùa đông',
    description: 'Chốt lịch thi đấu, phân công trọng tài và tài trợ.',
    location: 'Văn phòng CLB, tầng 2',
    type: 'meeting',
    priority: 'high',
    day: 3,
    hour: 9,
    minutes: 90,
    recurrence: { pattern: 'monthly', weekdays: [] },
    reminders: [15, 1440],
    organizer: 'ha.pham',
    participants: [
      ['an.nguyen', 'attendee', 'accepted'],
      ['minh.le', 'attendee', 'pending'],
      ['john.smith', 'optional', 'declined'],
    ],
  },
  {
    title: 'Call with the paddle sponsor',
    description: 'Discuss prizes for the winter tournament.',
    location: null,
    type: 'call',
    priority: 'medium',
    day: 1,
    hour: 10,
    minutes: 30,
    recurrence: null,
    reminders: [15],
    organizer: 'john.smith',
    participants: [['ha.pham', 'attendee', 'accepted']],
  },
  {
    title: 'Ngày thi đấu giải mùa đông',
    description: 'Cả ngày tại Nhà thi đấu Cầu Giấy.',
    location: 'Nhà thi đấu Pickleball Cầu Giấy',
    type: 'event',
    priority: 'urgent',
    day: 12,
    hour: null,
    minutes: 0,
    recurrence: null,
    reminders: [1440],
    organizer: 'ha.pham',
    participants: [
      ['an.nguyen', 'moderator', 'accepted'],
      ['thang.hoang', 'attendee', 'accepted'],
      ['minh.le', 'attendee', 'accepted'],
    ],
  },
];

export async function seedDemoMeetings(db: Db): Promise<number> {
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'username']).execute()).map((user) => [
      user.username,
      user.id,
    ]),
  );
  const today = toLocal(Date.now(), ZONE);
  let created = 0;
  for (const demo of DEMO_MEETINGS) {
    if (await db.selectFrom('meetings').select('id').where('title', '=', demo.title).executeTakeFirst())
      continue;
    const organizer = users.get(demo.organizer);
    if (!organizer) continue;
    const date = addLocalDays(today, demo.day);
    const allDay = demo.hour === null;
    const start = fromLocal({ ...date, hour: demo.hour ?? 0, minute: 0 }, ZONE);
    const end = allDay
      ? fromLocal({ ...addLocalDays(date, 1), hour: 0, minute: 0 }, ZONE)
      : start + demo.minutes * 60_000;
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('meetings')
        .values({
          title: demo.title,
          description: demo.description,
          location: demo.location,
          meeting_url: demo.type === 'call' ? 'https://meet.google.com/pkb-demo-call' : null,
          agenda: null,
          notes: null,
          start_at: new Date(start).toISOString(),
          end_at: new Date(end).toISOString(),
          series_end_at: demo.recurrence ? null : new Date(end).toISOString(),
          all_day: allDay,
          timezone: ZONE,
          type: demo.type,
          priority: demo.priority,
          status: 'scheduled',
          organizer_id: organizer,
          recurrence_pattern: demo.recurrence?.pattern ?? null,
          recurrence_interval: 1,
          recurrence_weekdays: JSON.stringify(demo.recurrence?.weekdays ?? []),
          recurrence_until: null,
          reminders: JSON.stringify(demo.reminders),
          attachments: '[]',
          revision: 1,
          search_text: buildSearchText([demo.title, demo.location, demo.description]),
          created_by: organizer,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const people = [
        { meeting_id: id, user_id: organizer, role: 'moderator', response: 'accepted', responded_at: now },
        ...demo.participants.flatMap(([username, role, response]) => {
          const userId = users.get(username);
          return userId && userId !== organizer
            ? [
                {
                  meeting_id: id,
                  user_id: userId,
                  role,
                  response,
                  responded_at: response === 'pending' ? null : now,
                },
              ]
            : [];
        }),
      ];
      await trx.insertInto('meeting_participants').values(people).execute();
      await scheduleReminders(trx, id);
    });
    created += 1;
  }
  return created;
}
