import type { RecipientOption } from '@pickleball/domain';
import type { ServiceContext } from '../../platform/context';
import { listClubOptions, listRoleOptions, listUserOptions } from './notifications.recipients.repository';

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
    const rows = await listUserOptions(ctx.db, query, limit);
    return rows.map((row) => ({ id: row.id, label: row.name, detail: `@${row.username}`, members: null }));
  }
  if (query.kind === 'roles') {
    const rows = await listRoleOptions(ctx.db, query);
    return rows.map((row) => ({
      id: row.id,
      label: row.display_name ?? row.name,
      detail: row.name,
      members: Number(row.members ?? 0),
    }));
  }
  const rows = await listClubOptions(ctx.db, query, limit);
  return rows.map((row) => ({ id: row.id, label: row.name, detail: null, members: row.member_count }));
}
