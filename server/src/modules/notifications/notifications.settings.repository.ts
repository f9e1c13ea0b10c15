import type { ConfigurationKey } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso, toBool, toIso, toIsoOrNull } from '../../db/dialect';
import type { SecretBox } from '../../platform/secret-box';
import { openSecrets, type PlainConfig, type Secrets, sealSecrets } from './notifications.provider-secrets';

/** System settings (the configuration pages): one row per key, secrets sealed apart. */
export interface StoredSetting {
  plain: PlainConfig;
  secrets: Secrets;
  updatedAt: string;
  lastTest: { at: string; ok: boolean; message: string | null } | null;
}

export async function readSystemSetting(
  db: Db,
  box: SecretBox,
  key: ConfigurationKey,
): Promise<StoredSetting | null> {
  const row = await db.selectFrom('system_settings').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) return null;
  const at = toIsoOrNull(row.last_test_at);
  return {
    plain: JSON.parse(row.value) as PlainConfig,
    secrets: openSecrets(box, row.secrets),
    updatedAt: toIso(row.updated_at),
    lastTest: at ? { at, ok: toBool(row.last_test_ok), message: row.last_test_message } : null,
  };
}

export async function writeSystemSetting(
  db: Db,
  box: SecretBox,
  key: ConfigurationKey,
  value: { plain: PlainConfig; secrets: Secrets },
  userId: number | null,
): Promise<void> {
  const row = {
    value: JSON.stringify(value.plain),
    secrets: sealSecrets(box, value.secrets),
    updated_by: userId,
    updated_at: nowIso(),
    // A changed configuration has not been tested yet.
    last_test_at: null,
    last_test_ok: null,
    last_test_message: null,
  };
  await db
    .insertInto('system_settings')
    .values({ key, ...row })
    .onConflict((oc) => oc.column('key').doUpdateSet(row))
    .execute();
}

export async function recordSettingTest(
  db: Db,
  key: ConfigurationKey,
  result: { ok: boolean; message: string | null },
): Promise<void> {
  await db
    .updateTable('system_settings')
    .set({ last_test_at: nowIso(), last_test_ok: result.ok, last_test_message: result.message })
    .where('key', '=', key)
    .execute();
}
