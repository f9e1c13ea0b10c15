/**
 * Demo conversations for `npm run seed:demo`: the community's public channel (open on
 * /public-chat) and a staff group, each with a few messages, so the chat is not empty on a first
 * look. The counters are kept as the API keeps them (see chat.table.ts).
 */
import { buildSearchText } from '@pickleball/domain';
import type { Db } from '../db/database';
import { insertMembers } from '../modules/chat/chat.repository';

const DEMO_CHATS = [
  {
    type: 'channel',
    name: 'Cộng đồng Pickleball',
    title: 'Kênh chung cho người chơi',
    isPublic: true,
    admin: 'an.nguyen',
    moderators: ['binh.tran'],
    members: ['hanh.vo', 'bao.dang', 'sarah.nguyen', 'huong.ngo', 'emily.j'],
    messages: [
      ['binh.tran', 'Chào mọi người! Đây là kênh chung của cộng đồng, nhớ giữ lịch sự nhé.'],
      ['hanh.vo', 'Tối thứ Ba này sân Phú Mỹ Hưng còn chỗ không ạ?'],
      ['bao.dang', 'Còn 2 sân từ 19h, mình đang tìm thêm một cặp đánh đôi.'],
      ['sarah.nguyen', 'Count me in! See you at 7pm.'],
    ],
  },
  {
    type: 'group',
    name: 'Điều hành giải mùa đông',
    title: null,
    isPublic: false,
    admin: 'ha.pham',
    moderators: [],
    members: ['an.nguyen', 'binh.tran', 'john.smith'],
    messages: [
      ['ha.pham', 'Lịch thi đấu vòng bảng đã xong, mọi người xem lại giúp mình.'],
      ['john.smith', 'Looks good. Court 3 needs a referee on Saturday morning.'],
      ['binh.tran', 'Để mình nhận sân 3 sáng thứ Bảy.'],
    ],
  },
] as const;

export async function seedDemoChats(db: Db): Promise<number> {
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'username']).execute()).map((user) => [
      user.username,
      user.id,
    ]),
  );
  const id = (username: string) => users.get(username);
  let created = 0;
  for (const demo of DEMO_CHATS) {
    if (await db.selectFrom('chats').select('id').where('name', '=', demo.name).executeTakeFirst()) continue;
    const admin = id(demo.admin);
    if (admin === undefined) continue;
    await db.transaction().execute(async (trx) => {
      const start = Date.now() - demo.messages.length * 600_000;
      const at = (index: number) => new Date(start + index * 600_000).toISOString();
      const chat = await trx
        .insertInto('chats')
        .values({
          type: demo.type,
          name: demo.name,
          title: demo.title,
          description: null,
          status: 'active',
          is_public: demo.isPublic,
          direct_key: null,
          search_text: buildSearchText([demo.name, demo.title]),
          message_count: 0,
          member_count: 0,
          last_message_id: null,
          last_message_at: null,
          created_by: admin,
          created_at: at(0),
          updated_at: at(0),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const known = (names: readonly string[]) =>
        names.map(id).filter((userId): userId is number => userId !== undefined);
      await insertMembers(trx, chat, [admin], 'admin', at(0));
      await insertMembers(trx, chat, known(demo.moderators), 'moderator', at(0));
      await insertMembers(trx, chat, known(demo.members), 'member', at(0));
      for (const [index, [author, body]] of demo.messages.entries()) {
        const userId = id(author);
        if (userId === undefined) continue;
        const seq = index + 1;
        const message = await trx
          .insertInto('chat_messages')
          .values({
            chat_id: chat.id,
            seq,
            user_id: userId,
            client_id: `demo-${chat.id}-${seq}`,
            type: 'text',
            body,
            system: null,
            reply_to_id: null,
            mentions: '[]',
            attachments: '[]',
            is_pinned: false,
            pinned_by: null,
            pinned_at: null,
            edited_at: null,
            edit_count: 0,
            removed_at: null,
            removed_by: null,
            removal_reason: null,
            created_at: at(seq),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('chats')
          .set({
            message_count: seq,
            last_message_id: message.id,
            last_message_at: at(seq),
            updated_at: at(seq),
          })
          .where('id', '=', chat.id)
          .execute();
        // Posting counts as reading.
        await trx
          .updateTable('chat_members')
          .set({ read_count: seq, last_read_message_id: message.id, last_delivered_message_id: message.id })
          .where('chat_id', '=', chat.id)
          .where('user_id', '=', userId)
          .execute();
      }
    });
    created += 1;
  }
  return created;
}
