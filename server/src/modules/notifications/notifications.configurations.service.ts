/**
 * System configurations: the product's outgoing mail server and its Firebase project. Until a
 * page saves its own values, the server's environment (SMTP_*) applies and the page says so.
 * Saving clears the last test result (the new values are untested); testing records it.
 *
 * No realtime event: a configuration is no notification provider. It is a row of system_settings
 * keyed 'email' or 'firebase' (no numeric id, and no provider row stands for it), shown only on
 * /configurations/<key> (web/src/modules/configurations, under configuration.manage), never on
 * the providers pages (their list, form and Zalo page read notification_providers only). An
 * event on resource:notification-providers would reach people who may not see configurations
 * and refresh pages that do not show them; making these pages live needs an event of their own
 * (a room for configuration.manage, the key as id) in domain/src/realtime/events.ts.
 */
import {
  type Configuration,
  type ConfigurationKey,
  type EmailConfigurationInput,
  type FirebaseConfigurationInput,
  PROVIDER_SECRET_FIELDS,
} from '@pickleball/domain';
import { parseServiceAccount, type ServiceAccountError } from '../../integrations/channels/push-client';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { describeSecrets, mergeSecrets, providerBox, splitSecrets } from './notifications.provider-secrets';
import { testRoute } from './notifications.provider-test';
import { systemRoute } from './notifications.senders';
import {
  readSystemSetting,
  recordSettingTest,
  writeSystemSetting,
} from './notifications.settings.repository';

const SECRET_FIELDS = {
  email: PROVIDER_SECRET_FIELDS.email,
  firebase: PROVIDER_SECRET_FIELDS.firebase,
} as const;

/**
 * The key checker's code as a sentence under the field. A key of another project than the Project
 * ID field is accepted: a service account may be granted Cloud Messaging in another project, so
 * the page warns before saving and the test message tells whether it works.
 */
function serviceAccountError(error: ServiceAccountError) {
  const [kind, field = ''] = error.split(':');
  if (kind === 'invalid_json') return fieldError('service_account_json', 'service_account_json');
  if (kind === 'missing_field')
    return fieldError('service_account_json', 'service_account_missing', { field });
  if (kind === 'invalid_field')
    return fieldError('service_account_json', 'service_account_invalid', { field });
  return fieldError('service_account_json', 'service_account');
}

export async function getConfiguration(ctx: ServiceContext, key: ConfigurationKey): Promise<Configuration> {
  const saved = await readSystemSetting(ctx.db, providerBox(ctx.services), key);
  if (saved)
    return {
      key,
      source: 'saved',
      config: saved.plain,
      secrets: describeSecrets(SECRET_FIELDS[key], saved.secrets),
      last_test: saved.lastTest,
      updated_at: saved.updatedAt,
    };
  const fromEnvironment = await systemRoute(ctx.db, ctx.services, key === 'email' ? 'email' : 'push');
  return {
    key,
    source: fromEnvironment ? 'environment' : 'none',
    config: fromEnvironment?.plain ?? {},
    secrets: describeSecrets(SECRET_FIELDS[key], fromEnvironment?.secrets ?? {}),
    last_test: null,
    updated_at: null,
  };
}

export async function saveConfiguration(
  ctx: ServiceContext,
  key: ConfigurationKey,
  input: EmailConfigurationInput | FirebaseConfigurationInput,
): Promise<Configuration> {
  const actor = requireActor(ctx);
  const box = providerBox(ctx.services);
  const { plain, secrets } = splitSecrets(SECRET_FIELDS[key], input);
  if (key === 'firebase' && secrets.service_account_json) {
    const parsed = parseServiceAccount(secrets.service_account_json);
    if (!parsed.ok) throw serviceAccountError(parsed.error);
  }
  const stored = await readSystemSetting(ctx.db, box, key);
  const merged = mergeSecrets(stored?.secrets ?? {}, secrets);
  await runChange(ctx, async (trx) => {
    await writeSystemSetting(trx, box, key, { plain, secrets: merged }, actor.id);
    await recordAudit(trx, ctx, {
      model: 'configuration',
      recordId: key,
      event: stored ? 'updated' : 'created',
      oldValues: stored ? stored.plain : null,
      newValues: { ...plain, secrets_replaced: Object.keys(secrets) },
    });
  });
  return getConfiguration(ctx, key);
}

/** A real message through the saved configuration (testing needs it saved first, SPEC §2). */
export async function testConfiguration(
  ctx: ServiceContext,
  key: ConfigurationKey,
  address: string,
  timeZone?: string,
): Promise<Configuration> {
  const saved = await readSystemSetting(ctx.db, providerBox(ctx.services), key);
  if (!saved) throw new AppError('configuration.not_saved');
  const route = await systemRoute(ctx.db, ctx.services, key === 'email' ? 'email' : 'push');
  if (!route) throw new AppError('configuration.not_saved');
  const result = await testRoute(ctx, route, address, timeZone);
  await recordSettingTest(ctx.db, key, result);
  if (!result.ok) throw new AppError('provider.test_failed', { values: { reason: result.message ?? '' } });
  return getConfiguration(ctx, key);
}
