/** The queries of the payment settings (payments.settings.service.ts): their one row of system_settings. */
import type { Db } from '../../db/database';
import type { SystemSettingsTable } from '../notifications/notifications.table';

/** The settings row under this key, if saved. */
export function findSettingsRow(db: Db, key: string) {
  return db.selectFrom('system_settings').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Writes the settings row under this key (inserted, or replaced when saved before). */
export async function saveSettingsRow(
  db: Db,
  key: string,
  row: Omit<SystemSettingsTable, 'key'>,
): Promise<void> {
  await db
    .insertInto('system_settings')
    .values({ key, ...row })
    .onConflict((oc) => oc.column('key').doUpdateSet(row))
    .execute();
}
