/**
 * Notification providers. Rules owned here:
 * - secrets are sealed at rest, never answered (only whether each is set), never audited; an
 *   edit that leaves a secret blank keeps the stored value;
 * - health comes from the provider's last HEALTH_WINDOW deliveries (≥ 95 % sent healthy, ≥ 70 %
 *   warning, else unhealthy; unknown with none), and a failed test marks it unhealthy until the
 *   next success;
 * - "Test" sends a real message through this provider only, to an address the tester types, and
 *   exists only for a saved provider (the route takes its id);
 * - a change (created, edited, tested, deleted; the Zalo page saves and tests through these too,
 *   and its token's refresh in notifications.zns-token-store.ts) reaches staff watching the providers live
 *   (`notification_provider.updated` / `.deleted` on resource:notification-providers) once it
 *   committed. Health moved by deliveries is not announced (it follows every send).
 */
import {
  type Provider,
  type ProviderInput,
  type ProviderListQuery,
  type ProviderType,
  resourceRoom,
} from '@pickleball/domain';
import { nowIso, toBool } from '../../db/dialect';
import { generateWebhookSecret } from '../../integrations/channels/webhook-client';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { listWindow, pageOfArray, sortToken } from '../../platform/list-page';
import type { PendingEvents } from '../../platform/realtime';
import { toProvider } from './notifications.mapper';
import {
  mergeSecrets,
  openSecrets,
  providerBox,
  sealSecrets,
  secretFieldsOf,
  splitSecrets,
} from './notifications.provider-secrets';
import { testRoute } from './notifications.provider-test';
import {
  deleteProviderRow,
  findProviderRow,
  findRecentOutcomes,
  insertProvider,
  listProviderRows,
  type ProviderRow,
  updateProviderRow,
} from './notifications.providers.repository';
import type { SendRoute } from './notifications.senders';

/** Tells staff watching the providers (published after the commit). */
function announceProvider(pending: PendingEvents, id: number, deleted = false): void {
  pending.add(
    resourceRoom('notification-providers'),
    deleted
      ? { type: 'notification_provider.deleted', id, data: { id } }
      : { type: 'notification_provider.updated', id, data: { id } },
  );
}

export async function listProviders(ctx: ServiceContext, query: ProviderListQuery) {
  // Health is computed, so a health filter reads every match (providers are a handful).
  const rows = await listProviderRows(ctx.db, query);
  const outcomes = await findRecentOutcomes(
    ctx.db,
    rows.map((row) => row.id),
  );
  let providers = rows.map((row) => toProvider(ctx, row, outcomes.get(row.id) ?? { sent: 0, failed: 0 }));
  if (query.health) providers = providers.filter((provider) => provider.health === query.health);
  // In the list's order already: a place is the row's index and id (providers are a handful).
  const window = listWindow(query, sortToken(query.sort));
  const indexed = providers.map((provider, index) => ({ provider, index }));
  const page = pageOfArray(window, indexed, (entry) => [entry.index, entry.provider.id], 'asc');
  return { data: page.rows.map((entry) => entry.provider), meta: page.meta };
}

export async function getProvider(ctx: ServiceContext, id: number): Promise<Provider> {
  const row = await findProviderRow(ctx.db, id);
  if (!row) throw notFound();
  const outcomes = await findRecentOutcomes(ctx.db, [id]);
  return toProvider(ctx, row, outcomes.get(id) ?? { sent: 0, failed: 0 });
}

/** The values audited: the plain config only. */
function auditValues(
  input: { name: string; type: string; enabled: boolean; priority: number },
  plain: object,
) {
  return {
    name: input.name,
    type: input.type,
    enabled: input.enabled,
    priority: input.priority,
    config: plain,
  };
}

export async function createProvider(ctx: ServiceContext, input: ProviderInput): Promise<Provider> {
  const box = providerBox(ctx.services);
  const { plain, secrets } = splitSecrets(secretFieldsOf(input.type), input.config);
  // A webhook always signs: a secret is made when none is typed (shown as set, never answered).
  if (input.type === 'webhook' && !secrets.signing_secret) secrets.signing_secret = generateWebhookSecret();
  const now = nowIso();
  const id = await runChange(ctx, async (trx, pending) => {
    const created = await insertProvider(trx, {
      name: input.name,
      type: input.type,
      description: input.description,
      enabled: input.enabled,
      priority: input.priority,
      config: JSON.stringify(plain),
      secrets: sealSecrets(box, secrets),
      last_test_at: null,
      last_test_ok: null,
      last_test_message: null,
      last_test_address: null,
      lease_until: null,
      lease_owner: null,
      created_at: now,
      updated_at: now,
    });
    await recordAudit(trx, ctx, {
      model: 'notification_provider',
      recordId: created,
      event: 'created',
      newValues: auditValues(input, plain),
    });
    announceProvider(pending, created);
    return created;
  });
  return getProvider(ctx, id);
}

export async function updateProvider(
  ctx: ServiceContext,
  id: number,
  input: ProviderInput,
): Promise<Provider> {
  const box = providerBox(ctx.services);
  await runChange(ctx, async (trx, pending) => {
    const row = await findProviderRow(trx, id);
    if (!row) throw notFound();
    if (row.type !== input.type) throw new AppError('conflict');
    const { plain, secrets } = splitSecrets(secretFieldsOf(input.type), input.config);
    const merged = mergeSecrets(openSecrets(box, row.secrets), secrets);
    await updateProviderRow(trx, id, {
      name: input.name,
      description: input.description,
      enabled: input.enabled,
      priority: input.priority,
      config: JSON.stringify(plain),
      secrets: sealSecrets(box, merged),
      updated_at: nowIso(),
    });
    await recordAudit(trx, ctx, {
      model: 'notification_provider',
      recordId: id,
      event: 'updated',
      oldValues: auditValues(
        { name: row.name, type: row.type, enabled: toBool(row.enabled), priority: row.priority },
        JSON.parse(row.config),
      ),
      newValues: { ...auditValues(input, plain), secrets_replaced: Object.keys(secrets) },
    });
    announceProvider(pending, id);
  });
  return getProvider(ctx, id);
}

export async function deleteProvider(ctx: ServiceContext, id: number): Promise<void> {
  await runChange(ctx, async (trx, pending) => {
    const row = await findProviderRow(trx, id);
    if (!row) throw notFound();
    await deleteProviderRow(trx, id);
    await recordAudit(trx, ctx, {
      model: 'notification_provider',
      recordId: id,
      event: 'deleted',
      oldValues: { name: row.name, type: row.type },
    });
    announceProvider(pending, id, true);
  });
}

export function routeOfRow(ctx: ServiceContext, row: ProviderRow): SendRoute {
  return {
    id: row.id,
    name: row.name,
    type: row.type as ProviderType,
    plain: JSON.parse(row.config),
    secrets: openSecrets(providerBox(ctx.services), row.secrets),
    version: `${row.id}:${row.updated_at}`,
  };
}

/** Sends a real test message through this provider; records the result either way. */
export async function testProvider(ctx: ServiceContext, id: number, address: string): Promise<Provider> {
  const row = await findProviderRow(ctx.db, id);
  if (!row) throw notFound();
  const result = await testRoute(ctx, routeOfRow(ctx, row), address);
  // The result shows in the list (last test, health) whether the test passed or not: announced
  // once it committed, before a failure is answered (unless the provider went meanwhile).
  await runChange(ctx, async (trx, pending) => {
    const recorded = await updateProviderRow(trx, id, {
      last_test_at: nowIso(),
      last_test_ok: result.ok,
      last_test_message: result.message,
      last_test_address: address.slice(0, 255),
    });
    if (recorded === 1) announceProvider(pending, id);
  });
  if (!result.ok) throw new AppError('provider.test_failed', { values: { reason: result.message ?? '' } });
  return getProvider(ctx, id);
}
