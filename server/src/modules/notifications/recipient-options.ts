import type { RecipientOption } from '@pickleball/domain';
import { containsText } from '../../db/dialect';
import type { ServiceContext } from '../../platform/context';

/**
 * The send form's pickers, for whoever may send: active users (name, username), roles (with how
 * many active users hold them) and clubs (with their member count), by name or by ids.
 */
export async function listRecipientOptions(
  ctx: ServiceContext,
  query: { kind: 'users' | 'roles' | 'clubs'; search?: string; ids?: number[] },
): Promise<RecipientOption[]> {
  const limit = 20;
  if (query.kind === 'users') {
    let users = ctx.db.selectFrom('users').select(['id', 'name', 'username']).where('is_active', '=', true);
    if (query.ids) users = users.where('id', 'in', query.ids.length ? query.ids : [0]);
    if (query.search) {
      const term = query.search;
      users = users.where((eb) => containsText(eb.ref('search_text'), term));
    }
    const rows = await users
      .orderBy('sort_name')
      .orderBy('id')
      .limit(query.ids ? 100 : limit)
      .execute();
    return rows.map((row) => ({ id: row.id, label: row.name, detail: `@${row.username}`, members: null }));
  }
  if (query.kind === 'roles') {
    let roles = ctx.db.selectFrom('roles').select((eb) => [
      'roles.id',
      'roles.name',
      'roles.display_name',
      eb
        .selectFrom('user_roles')
        .innerJoin('users', 'users.id', 'user_roles.user_id')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('user_roles.role_id', '=', 'roles.id')
        .where('users.is_active', '=', true)
        .as('members'),
    ]);
    if (query.ids) roles = roles.where('roles.id', 'in', query.ids.length ? query.ids : [0]);
    if (query.search) {
      const term = query.search;
      roles = roles.where((eb) =>
        eb.or([containsText(eb.ref('roles.name'), term), containsText(eb.ref('roles.display_name'), term)]),
      );
    }
    const rows = await roles.orderBy('roles.name').limit(100).execute();
    return rows.map((row) => ({
      id: row.id,
      label: row.display_name ?? row.name,
      detail: row.name,
      members: Number(row.members ?? 0),
    }));
  }
  let clubs = ctx.db.selectFrom('clubs').select(['id', 'name', 'member_count']);
  if (query.ids) clubs = clubs.where('id', 'in', query.ids.length ? query.ids : [0]);
  if (query.search) {
    const term = query.search;
    clubs = clubs.where((eb) => containsText(eb.ref('search_text'), term));
  }
  const rows = await clubs
    .orderBy('sort_name')
    .orderBy('id')
    .limit(query.ids ? 100 : limit)
    .execute();
  return rows.map((row) => ({ id: row.id, label: row.name, detail: null, members: row.member_count }));
}
