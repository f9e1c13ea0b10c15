/**
 * `npm run seed:demo`: fills the configured database with a small, realistic community so a
 * newcomer sees a living system. Idempotent: records that exist already are left alone. This
 * file adds the people; each module's records are in the file of this folder named after it.
 */

import type { Db } from '../db/database';
import { insertUser } from '../modules/users/users.repository';

export const DEMO_PASSWORD = 'Demo12345';

/** [full name, username, email domain, phone, roles, active] */
const DEMO_USERS: readonly [string, string, string, string | null, string[], boolean][] = [
  ['Nguyễn Văn An', 'an.nguyen', 'gmail.com', '0912345601', ['admin'], true],
  ['Trần Thị Bình', 'binh.tran', 'gmail.com', '0912345602', ['staff'], true],
  ['Lê Hoàng Minh', 'minh.le', 'yahoo.com', '0912345603', ['referee'], true],
  ['Phạm Thị Thu Hà', 'ha.pham', 'gmail.com', '0912345604', ['staff'], true],
  ['Hoàng Đức Thắng', 'thang.hoang', 'outlook.com', '0987654305', ['referee'], true],
  ['Võ Thị Hạnh', 'hanh.vo', 'gmail.com', '0987654306', ['player'], true],
  ['Đặng Quốc Bảo', 'bao.dang', 'gmail.com', '0987654307', ['player'], true],
  ['Bùi Thị Lan', 'lan.bui', 'gmail.com', '0987654308', ['player'], false],
  ['Đỗ Minh Tuấn', 'tuan.do', 'gmail.com', '0335550109', ['court_owner'], true],
  ['Ngô Thanh Hương', 'huong.ngo', 'gmail.com', '0335550110', ['player'], true],
  ['Dương Văn Khánh', 'khanh.duong', 'gmail.com', '0335550111', ['court_owner'], true],
  ['Lý Thị Mai', 'mai.ly', 'gmail.com', '0335550112', ['player'], true],
  ['John Smith', 'john.smith', 'example.com', null, ['staff'], true],
  ['Emily Johnson', 'emily.j', 'example.com', null, ['player'], true],
  ['Michael Brown', 'michael.b', 'example.com', null, ['referee'], true],
  ['Sarah Nguyen', 'sarah.nguyen', 'example.com', '0778880116', ['player'], true],
];

export async function seedDemo(db: Db, passwordHash: string): Promise<number> {
  const roles = new Map(
    (await db.selectFrom('roles').select(['id', 'name']).execute()).map((role) => [role.name, role.id]),
  );
  let created = 0;
  for (const [index, [name, username, domain, phone, roleNames, isActive]] of DEMO_USERS.entries()) {
    const exists = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    if (exists) continue;
    const email = `${username}@${domain}`;
    const createdAt = new Date(Date.now() - (DEMO_USERS.length - index) * 86_400_000 * 9).toISOString();
    await db.transaction().execute(async (trx) => {
      const id = await insertUser(trx, {
        name,
        email,
        username,
        phone,
        password_hash: passwordHash,
        is_active: isActive,
        email_verified_at: index % 3 === 2 ? null : createdAt,
        created_at: createdAt,
      });
      const roleIds = roleNames
        .map((role) => roles.get(role))
        .filter((roleId): roleId is number => roleId !== undefined);
      if (roleIds.length > 0)
        await trx
          .insertInto('user_roles')
          .values(roleIds.map((role_id) => ({ user_id: id, role_id })))
          .execute();
    });
    created += 1;
  }
  return created;
}
