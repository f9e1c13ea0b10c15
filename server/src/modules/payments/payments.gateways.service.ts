/**
 * Payment gateways. Rules owned here:
 * - the credentials (api_key, secret) are sealed at rest, never answered (only whether each is
 *   set) and never audited; an edit that leaves one blank keeps the stored value;
 * - a gateway needs the credentials its provider uses (PROVIDER_CREDENTIALS) and takes only the
 *   currencies its provider takes; the provider is fixed once saved (its transactions speak it);
 * - the webhook URL is computed from the public address and the gateway's key, to paste into the
 *   gateway's console;
 * - a gateway that has taken payments is never deleted (its history needs it): deactivate it;
 * - "Test" makes a call that moves no money and records the outcome.
 */
import {
  type Gateway,
  type GatewayInput,
  type GatewayListQuery,
  type GatewayOption,
  type PaymentCurrency,
  type PaymentProvider,
  PROVIDER_API_URLS,
  PROVIDER_CREDENTIALS,
  PROVIDER_CURRENCIES,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso, toBool, toIso, toIsoOrNull } from '../../db/dialect';
import { createGatewayClient } from '../../integrations/payments';
import type { GatewayCredentials } from '../../integrations/payments/gateway-client';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { AppServices, ServiceContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { createSecretBox, type SecretBox } from '../../platform/secret-box';
import {
  countGateways,
  countGatewayTransactions,
  deleteGatewayRow,
  fetchGatewayPage,
  findGatewayByKey,
  findGatewayRow,
  type GatewayRow,
  insertGateway,
  isGatewayUsed,
  listGatewayRows,
  updateGatewayRow,
} from './payments.gateways.repository';
import { plainValues, toGatewayOption } from './payments.mapper';

type GatewaySecrets = { api_key?: string; secret?: string };

const boxes = new WeakMap<AppServices, SecretBox>();
export function gatewayBox(services: AppServices): SecretBox {
  let box = boxes.get(services);
  if (!box) {
    box = createSecretBox(services.config.jwtSecret, 'payment-gateways');
    boxes.set(services, box);
  }
  return box;
}

function openGatewaySecrets(services: AppServices, row: { secrets: string | null }): GatewaySecrets {
  return row.secrets ? (JSON.parse(gatewayBox(services).open(row.secrets)) as GatewaySecrets) : {};
}

/** Where the app is reached from outside: the gateways call it there. */
export function publicOrigin(ctx: ServiceContext): string {
  return (ctx.services.config.publicUrl ?? ctx.meta.origin).replace(/\/$/, '');
}

export function webhookUrlOf(origin: string, key: string): string {
  return `${origin}/api/v1/payments/webhooks/${key}`;
}

/** The credentials a client is built from; a Stripe gateway without a signing secret uses the settings'. */
export function credentialsOf(
  services: AppServices,
  row: GatewayRow,
  fallbackWebhookSecret: string | null = null,
): GatewayCredentials {
  const secrets = openGatewaySecrets(services, row);
  const provider = row.provider as PaymentProvider;
  const mode = row.mode as 'sandbox' | 'live';
  return {
    provider,
    mode,
    merchantId: row.merchant_id,
    apiKey: secrets.api_key ?? null,
    secret: secrets.secret ?? (provider === 'stripe' ? fallbackWebhookSecret : null),
    apiUrl: row.api_url ?? PROVIDER_API_URLS[provider][mode],
    ...(services.config.paymentTimeoutMs ? { timeoutMs: services.config.paymentTimeoutMs } : {}),
  };
}

export function clientOf(
  services: AppServices,
  row: GatewayRow,
  fallbackWebhookSecret: string | null = null,
) {
  return createGatewayClient(credentialsOf(services, row, fallbackWebhookSecret));
}

function toGateway(ctx: ServiceContext, row: GatewayRow, transactionCount: number): Gateway {
  const secrets = openGatewaySecrets(ctx.services, row);
  const provider = row.provider as PaymentProvider;
  const lastTestAt = toIsoOrNull(row.last_test_at);
  return {
    ...toGatewayOption(row),
    key: row.key,
    merchant_id: row.merchant_id,
    secrets: { api_key: Boolean(secrets.api_key), secret: Boolean(secrets.secret) },
    api_url: row.api_url,
    effective_api_url: row.api_url ?? PROVIDER_API_URLS[provider][row.mode as 'sandbox' | 'live'],
    webhook_url: webhookUrlOf(publicOrigin(ctx), row.key),
    success_url: row.success_url,
    cancel_url: row.cancel_url,
    status: row.status as 'active' | 'inactive',
    description: row.description,
    last_test: lastTestAt
      ? { at: lastTestAt, ok: toBool(row.last_test_ok), message: row.last_test_message }
      : null,
    transaction_count: transactionCount,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export async function listGateways(ctx: ServiceContext, query: GatewayListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const [total, found] = await Promise.all([
    countGateways(ctx.db, query),
    fetchGatewayPage(ctx.db, query, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  const counts = await countGatewayTransactions(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toGateway(ctx, row, counts.get(row.id) ?? 0)),
    meta,
  };
}

export async function getGateway(ctx: ServiceContext, id: number): Promise<Gateway> {
  const row = await findGatewayRow(ctx.db, id);
  if (!row) throw notFound();
  const counts = await countGatewayTransactions(ctx.db, [id]);
  return toGateway(ctx, row, counts.get(id) ?? 0);
}

/** The provider's rules on credentials and currencies, as field errors. */
function checkGatewayInput(input: GatewayInput, stored: GatewaySecrets): void {
  const needs = PROVIDER_CREDENTIALS[input.provider];
  const fieldErrors: Record<
    string,
    { key: 'credential_required' | 'currency_unsupported'; values?: Record<string, string> }[]
  > = {};
  if (needs.merchant_id && !input.merchant_id) fieldErrors.merchant_id = [{ key: 'credential_required' }];
  if (needs.api_key && !input.api_key && !stored.api_key)
    fieldErrors.api_key = [{ key: 'credential_required' }];
  if (needs.secret && !input.secret && !stored.secret) fieldErrors.secret = [{ key: 'credential_required' }];
  const unsupported = input.supported_currencies.find(
    (currency) => !PROVIDER_CURRENCIES[input.provider].includes(currency),
  );
  if (unsupported)
    fieldErrors.supported_currencies = [{ key: 'currency_unsupported', values: { currency: unsupported } }];
  if (Object.keys(fieldErrors).length > 0) throw new AppError('validation_failed', { fieldErrors });
}

function sealGatewaySecrets(services: AppServices, secrets: GatewaySecrets): string | null {
  const kept = Object.fromEntries(Object.entries(secrets).filter(([, value]) => Boolean(value)));
  return Object.keys(kept).length > 0 ? gatewayBox(services).seal(JSON.stringify(kept)) : null;
}

async function requireUniqueKey(db: Db, key: string, exceptId: number | null) {
  const other = await findGatewayByKey(db, key);
  if (other && other.id !== exceptId)
    throw new AppError('validation_failed', { fieldErrors: { key: [{ key: 'key_taken' }] } });
}

export async function createGateway(ctx: ServiceContext, input: GatewayInput): Promise<Gateway> {
  checkGatewayInput(input, {});
  const now = nowIso();
  const id = await runChange(ctx, async (trx) => {
    await requireUniqueKey(trx, input.key, null);
    const createdId = await insertGateway(trx, {
      ...plainValues(input),
      secrets: sealGatewaySecrets(ctx.services, {
        api_key: input.api_key ?? '',
        secret: input.secret ?? '',
      }),
      last_test_at: null,
      last_test_ok: null,
      last_test_message: null,
      created_at: now,
      updated_at: now,
    });
    const { supported_currencies, ...audited } = plainValues(input);
    await recordAudit(trx, ctx, {
      model: 'payment_gateway',
      recordId: createdId,
      event: 'created',
      newValues: { ...audited, supported_currencies: input.supported_currencies },
    });
    return createdId;
  });
  return getGateway(ctx, id);
}

export async function updateGateway(ctx: ServiceContext, id: number, input: GatewayInput): Promise<Gateway> {
  await runChange(ctx, async (trx) => {
    const row = await findGatewayRow(trx, id);
    if (!row) throw notFound();
    if (row.provider !== input.provider)
      throw new AppError('validation_failed', { fieldErrors: { provider: [{ key: 'provider_fixed' }] } });
    const stored = openGatewaySecrets(ctx.services, row);
    checkGatewayInput(input, stored);
    await requireUniqueKey(trx, input.key, id);
    const replaced = (['api_key', 'secret'] as const).filter((field) => Boolean(input[field]));
    await updateGatewayRow(trx, id, {
      ...plainValues(input),
      secrets: sealGatewaySecrets(ctx.services, {
        api_key: input.api_key ?? stored.api_key,
        secret: input.secret ?? stored.secret,
      }),
      // Changed settings have not been tested yet.
      last_test_at: null,
      last_test_ok: null,
      last_test_message: null,
      updated_at: nowIso(),
    });
    const { supported_currencies, ...audited } = plainValues(input);
    await recordAudit(trx, ctx, {
      model: 'payment_gateway',
      recordId: id,
      event: 'updated',
      oldValues: {
        name: row.name,
        key: row.key,
        mode: row.mode,
        merchant_id: row.merchant_id,
        api_url: row.api_url,
        status: row.status,
        supported_currencies: JSON.parse(row.supported_currencies),
      },
      newValues: {
        ...audited,
        supported_currencies: input.supported_currencies,
        replaced_credentials: replaced,
      },
    });
  });
  return getGateway(ctx, id);
}

export async function deleteGateway(ctx: ServiceContext, id: number): Promise<void> {
  await runChange(ctx, async (trx) => {
    const row = await findGatewayRow(trx, id);
    if (!row) throw notFound();
    if (await isGatewayUsed(trx, id)) throw new AppError('payment.gateway_in_use');
    await deleteGatewayRow(trx, id);
    await recordAudit(trx, ctx, {
      model: 'payment_gateway',
      recordId: id,
      event: 'deleted',
      oldValues: { name: row.name, key: row.key, provider: row.provider },
    });
  });
}

/** A call that moves no money; the outcome is recorded on the gateway either way. */
export async function testGateway(
  ctx: ServiceContext,
  id: number,
  fallbackWebhookSecret: string | null,
): Promise<{ gateway: Gateway; ok: boolean; message: string }> {
  const row = await findGatewayRow(ctx.db, id);
  if (!row) throw notFound();
  const result = await clientOf(ctx.services, row, fallbackWebhookSecret).test();
  await updateGatewayRow(ctx.db, id, {
    last_test_at: nowIso(),
    last_test_ok: result.ok,
    last_test_message: result.message.slice(0, 1_000),
  });
  return { gateway: await getGateway(ctx, id), ...result };
}

/** Active gateways that take a currency, for the payer's choice and the filters. */
export async function listGatewayOptions(
  db: Db,
  options: { currency?: PaymentCurrency; activeOnly?: boolean } = {},
): Promise<GatewayOption[]> {
  const rows = await listGatewayRows(db, options.activeOnly);
  return rows
    .map(toGatewayOption)
    .filter((gateway) => !options.currency || gateway.supported_currencies.includes(options.currency));
}
