/** Demo devices for `npm run seed:demo`: the players' phones on a few app versions, one lost and blocked. */
import { buildSearchText } from '@pickleball/domain';
import type { Db } from '../db/database';

const DAY = 86_400_000;

const DEMO_DEVICES = [
  {
    owner: 'hanh.vo',
    name: 'Galaxy A54 của Hạnh',
    platform: 'android',
    os: '14',
    app: '2.4.1',
    maker: 'Samsung',
    model: 'SM-A546E',
    serial: 'R58W30ABCD1',
    days: 0,
  },
  {
    owner: 'bao.dang',
    name: 'iPhone 13 của Bảo',
    platform: 'ios',
    os: '17.5',
    app: '2.4.1',
    maker: 'Apple',
    model: 'iPhone14,5',
    serial: 'F2LXK0Q7P1',
    days: 1,
  },
  {
    owner: 'huong.ngo',
    name: 'Redmi Note 12',
    platform: 'android',
    os: '13',
    app: '2.3.0',
    maker: 'Xiaomi',
    model: '23021RAA2Y',
    serial: 'XMRN12H0NG',
    days: 3,
  },
  {
    owner: 'mai.ly',
    name: 'OPPO A78 của Mai',
    platform: 'android',
    os: '13',
    app: '2.4.1',
    maker: 'OPPO',
    model: 'CPH2565',
    serial: 'OPA78MA1LY',
    days: 12,
  },
  {
    owner: 'sarah.nguyen',
    name: "Sarah's iPhone 15",
    platform: 'ios',
    os: '18.1',
    app: '2.4.0',
    maker: 'Apple',
    model: 'iPhone15,4',
    serial: 'G7QPW2SN01',
    days: 0,
  },
  {
    owner: 'emily.j',
    name: 'Pixel 8',
    platform: 'android',
    os: '15',
    app: '2.4.0',
    maker: 'Google',
    model: 'Pixel 8',
    serial: 'GPX8EJ0042',
    days: 30,
  },
  {
    owner: 'bao.dang',
    name: 'Điện thoại cũ của Bảo',
    platform: 'android',
    os: '11',
    app: '2.1.5',
    maker: 'Vivo',
    model: 'V2111',
    serial: 'VIVO2111BD',
    days: 45,
    blocked: 'Máy bị mất tại sân Cầu Giấy, chủ máy báo ngày 02/11',
  },
] as const;

export async function seedDemoDevices(db: Db): Promise<number> {
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'username', 'name']).execute()).map((user) => [
      user.username,
      user,
    ]),
  );
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'an.nguyen')
    .executeTakeFirst();
  let created = 0;
  for (const [index, demo] of DEMO_DEVICES.entries()) {
    if (
      await db.selectFrom('devices').select('id').where('serial_number', '=', demo.serial).executeTakeFirst()
    )
      continue;
    const owner = users.get(demo.owner);
    if (!owner) continue;
    const lastActive = new Date(Date.now() - demo.days * DAY - index * 3_600_000).toISOString();
    const registered = new Date(Date.now() - (90 + index * 7) * DAY).toISOString();
    const blocked = 'blocked' in demo ? demo.blocked : null;
    await db
      .insertInto('devices')
      .values({
        user_id: owner.id,
        name: demo.name,
        description: null,
        status: blocked ? 'blocked' : 'active',
        platform: demo.platform,
        os_version: demo.os,
        app_version: demo.app,
        manufacturer: demo.maker,
        model: demo.model,
        serial_number: demo.serial,
        ip_address: `113.161.${20 + index}.${40 + index * 3}`,
        mac_address: null,
        registered_at: registered,
        last_active_at: lastActive,
        sort_order: 0,
        is_archived: false,
        block_reason: blocked,
        blocked_at: blocked ? new Date(Date.now() - 25 * DAY).toISOString() : null,
        blocked_by: blocked ? (admin?.id ?? null) : null,
        search_text: buildSearchText([
          demo.name,
          demo.maker,
          demo.model,
          demo.serial,
          owner.name,
          owner.username,
        ]),
        created_at: registered,
        updated_at: lastActive,
      })
      .execute();
    created += 1;
  }
  return created;
}
