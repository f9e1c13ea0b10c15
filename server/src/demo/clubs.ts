/** Demo clubs for `npm run seed:demo`: two clubs at demo courts with members and waiting join requests. */
import { buildSearchText, vietnameseSortKey } from '@pickleball/domain';
import type { Db } from '../db/database';
import { nowIso } from '../db/dialect';
import { recountMembers } from '../modules/clubs/clubs.repository';

const DEMO_CLUBS = [
  {
    name: 'CLB Pickleball Phú Mỹ Hưng',
    court: 'Sân Pickleball Phú Mỹ Hưng',
    owner: 'an.nguyen',
    admins: ['binh.tran'],
    members: ['hanh.vo', 'bao.dang', 'sarah.nguyen'],
    requests: ['huong.ngo', 'mai.ly'],
    schedule: [
      { day: 'tuesday', start_time: '18:00', end_time: '20:30' },
      { day: 'saturday', start_time: '06:00', end_time: '08:30' },
    ],
  },
  {
    name: 'Hanoi Smash Pickleball Club',
    court: 'Nhà thi đấu Pickleball Cầu Giấy',
    owner: 'ha.pham',
    admins: [],
    members: ['emily.j', 'john.smith', 'huong.ngo'],
    requests: ['bao.dang'],
    schedule: [{ day: 'sunday', start_time: '07:00', end_time: '10:00' }],
  },
];

export async function seedDemoClubs(db: Db): Promise<number> {
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'username']).execute()).map((user) => [
      user.username,
      user.id,
    ]),
  );
  let created = 0;
  for (const demo of DEMO_CLUBS) {
    if (await db.selectFrom('clubs').select('id').where('name', '=', demo.name).executeTakeFirst()) continue;
    const owner = users.get(demo.owner);
    if (!owner) continue;
    const court = await db
      .selectFrom('courts')
      .select('id')
      .where('name', '=', demo.court)
      .executeTakeFirst();
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('clubs')
        .values({
          name: demo.name,
          description: 'Sinh hoạt đều đặn, chào đón người mới chơi.',
          schedule: JSON.stringify(demo.schedule),
          court_id: court?.id ?? null,
          owner_id: owner,
          is_active: true,
          status: 'active',
          member_count: 0,
          avatar_file_id: null,
          sort_name: vietnameseSortKey(demo.name),
          search_text: buildSearchText([demo.name, demo.court]),
          created_by: owner,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const members = [
        [demo.owner, 'owner'],
        ...demo.admins.map((name) => [name, 'admin']),
        ...demo.members.map((name) => [name, 'member']),
      ] as const;
      for (const [username, role] of members) {
        const userId = users.get(username);
        if (userId)
          await trx
            .insertInto('club_members')
            .values({ club_id: id, user_id: userId, role, joined_at: now })
            .execute();
      }
      for (const username of demo.requests) {
        const userId = users.get(username);
        if (!userId || demo.members.includes(username)) continue;
        await trx
          .insertInto('club_join_requests')
          .values({
            club_id: id,
            user_id: userId,
            status: 'pending',
            message: 'Mình muốn tham gia CLB',
            reason: null,
            requested_at: now,
            processed_at: null,
            processed_by: null,
          })
          .execute();
      }
      await recountMembers(trx, id);
    });
    created += 1;
  }
  return created;
}
