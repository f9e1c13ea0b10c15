/**
 * Demo notifications for `npm run seed:demo`: two bilingual templates, a welcome announcement to
 * the first demo club's members (sent by the worker at the next start) and a reminder scheduled
 * for next week (pending, so it can be cancelled from its page).
 */
import { buildSearchText, vietnameseSortKey } from '@pickleball/domain';
import type { Db } from '../db/database';
import { nowIso } from '../db/dialect';
import { notify } from '../modules/notifications/notifications.notify';

const DEMO_TEMPLATES = [
  {
    name: 'Nhắc lịch sinh hoạt CLB',
    type: 'in_app',
    category: 'club',
    translations: {
      en: {
        subject: 'Club session at {{ court }}',
        content: 'See you at {{ court }} on {{ day }} at {{ time }}.',
      },
      vi: {
        subject: 'Buổi sinh hoạt tại {{ court }}',
        content: 'Hẹn gặp bạn tại {{ court }} vào {{ day }} lúc {{ time }}.',
      },
    },
    variables: [
      { name: 'court', description: null, sample: 'Sân Pickleball Phú Mỹ Hưng' },
      { name: 'day', description: null, sample: 'thứ Bảy' },
      { name: 'time', description: null, sample: '06:00' },
    ],
  },
  {
    name: 'Match result to confirm',
    type: 'email',
    category: 'match',
    translations: {
      en: {
        subject: 'Please confirm the result of {{ event }}',
        content: 'The result of {{ event }} is waiting for your confirmation.',
      },
      vi: null,
    },
    variables: [{ name: 'event', description: null, sample: 'Giải giao hữu tháng 11' }],
  },
] as const;

export async function seedDemoNotifications(db: Db): Promise<number> {
  let created = 0;
  const templateIds = new Map<string, number>();
  for (const template of DEMO_TEMPLATES) {
    const existing = await db
      .selectFrom('notification_templates')
      .select('id')
      .where('name', '=', template.name)
      .executeTakeFirst();
    if (existing) {
      templateIds.set(template.name, existing.id);
      continue;
    }
    const now = nowIso();
    const { id } = await db
      .insertInto('notification_templates')
      .values({
        name: template.name,
        sort_name: vietnameseSortKey(template.name),
        search_text: buildSearchText([template.name]),
        type: template.type,
        category: template.category,
        translations: JSON.stringify(template.translations),
        variables: JSON.stringify(template.variables),
        zns_template_id: null,
        is_active: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    templateIds.set(template.name, id);
    created += 1;
  }

  const club = await db
    .selectFrom('clubs')
    .select('id')
    .where('name', '=', 'CLB Pickleball Phú Mỹ Hưng')
    .executeTakeFirst();
  const already = await db.selectFrom('notifications').select('id').limit(1).executeTakeFirst();
  if (club && !already) {
    await db.transaction().execute(async (trx) => {
      await notify(trx, {
        type: 'manual',
        category: 'club',
        channels: ['in_app'],
        recipientType: 'user_groups',
        recipients: { groups: [{ kind: 'club', id: club.id }] },
        subject: 'Chào mừng thành viên mới!',
        content: 'CLB có thêm giờ chơi tối thứ Năm từ 18:00. Đăng ký với ban quản trị nhé.',
        link: `/clubs/${club.id}`,
      });
      await notify(trx, {
        type: 'manual',
        category: 'club',
        channels: ['in_app', 'email'],
        recipientType: 'user_groups',
        recipients: { groups: [{ kind: 'club', id: club.id }] },
        templateId: templateIds.get('Nhắc lịch sinh hoạt CLB') ?? null,
        data: { court: 'Sân Pickleball Phú Mỹ Hưng', day: 'thứ Bảy', time: '06:00' },
        scheduledAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      });
    });
    created += 2;
  }
  return created;
}
