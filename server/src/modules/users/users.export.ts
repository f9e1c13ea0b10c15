/**
 * The users export: the whole filtered list (not one page) as .xlsx or .csv, column headers in
 * the user's language.
 */
import { DEFAULT_ROLES, EXPORT_ROW_LIMIT, type User, type UserExportQuery } from '@pickleball/domain';
import type { ServiceContext } from '../../platform/context';
import { formatExportDateTime, streamTable, type TableDownload } from '../../platform/spreadsheet';
import { toUsers } from './users.mapper';
import { iterateUsers } from './users.repository';

const BUILT_IN_ROLES = new Set(DEFAULT_ROLES.map((role) => role.name));

export function exportUsers(ctx: ServiceContext, query: UserExportQuery): TableDownload {
  const { t } = ctx;
  const yes = t('common:yes');
  const no = t('common:no');
  const time = (iso: string | null) => formatExportDateTime(iso, ctx.locale, query.tz);
  // Built-in roles read in the reader's language; custom ones as their administrators named them.
  const roleName = (role: { name: string; display_name: string }) =>
    BUILT_IN_ROLES.has(role.name) ? t(`roles:names.${role.name}`) : role.display_name;
  async function* batches() {
    for await (const rows of iterateUsers(ctx.db, query, query.sort, 1000, EXPORT_ROW_LIMIT))
      yield await toUsers(ctx.db, rows);
  }
  return streamTable<User>(
    query.format,
    'users',
    [
      { header: t('users:fields.id'), width: 8, value: (user) => user.id },
      { header: t('users:fields.name'), width: 28, value: (user) => user.name },
      { header: t('users:fields.username'), value: (user) => user.username },
      { header: t('users:fields.email'), width: 30, value: (user) => user.email },
      { header: t('users:fields.phone'), value: (user) => user.phone },
      {
        header: t('users:fields.roles'),
        width: 30,
        value: (user) => user.roles.map(roleName).join(', '),
      },
      { header: t('users:fields.is_active'), width: 10, value: (user) => (user.is_active ? yes : no) },
      {
        header: t('users:fields.email_verified'),
        width: 10,
        value: (user) => (user.email_verified ? yes : no),
      },
      { header: t('users:fields.last_login_at'), width: 24, value: (user) => time(user.last_login_at) },
      { header: t('users:fields.created_at'), width: 24, value: (user) => time(user.created_at) },
    ],
    batches(),
  );
}
