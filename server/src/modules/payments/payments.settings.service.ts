/**
 * Payment settings (SPEC §3): one record in the system settings, its webhook secret sealed.
 * Until someone saves them the defaults apply (VND, auto capture, 3 reconciliation attempts).
 */
import {
  type PaymentCurrency,
  type PaymentSettings,
  type PaymentSettingsInput,
  PaymentSettingsInputSchema,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso, toIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { AppServices, ServiceContext } from '../../platform/context';
import { gatewayBox } from './payments.gateways.service';
import { toPaymentSettings } from './payments.mapper';
import { findSettingsRow, saveSettingsRow } from './payments.settings.repository';

const SETTINGS_KEY = 'payments';

export interface StoredPaymentSettings {
  defaultCurrency: PaymentCurrency;
  autoCapture: boolean;
  retryAttempts: number;
  webhookSecret: string | null;
  notificationEmail: string | null;
  /** Who saved them last: the copy of receipts is written in their language. */
  updatedBy: number | null;
  updatedAt: string | null;
}

export async function readPaymentSettings(db: Db, services: AppServices): Promise<StoredPaymentSettings> {
  const row = await findSettingsRow(db, SETTINGS_KEY);
  const plain = PaymentSettingsInputSchema.parse(row ? JSON.parse(row.value) : {});
  const secrets = row?.secrets
    ? (JSON.parse(gatewayBox(services).open(row.secrets)) as { webhook_secret?: string })
    : {};
  return {
    defaultCurrency: plain.default_currency,
    autoCapture: plain.auto_capture,
    retryAttempts: plain.retry_attempts,
    webhookSecret: secrets.webhook_secret ?? null,
    notificationEmail: plain.notification_email,
    updatedBy: row?.updated_by ?? null,
    updatedAt: row ? toIso(row.updated_at) : null,
  };
}

export async function getPaymentSettings(ctx: ServiceContext): Promise<PaymentSettings> {
  return toPaymentSettings(await readPaymentSettings(ctx.db, ctx.services));
}

/** A blank webhook secret keeps the stored one. */
export async function updatePaymentSettings(
  ctx: ServiceContext,
  input: PaymentSettingsInput,
): Promise<PaymentSettings> {
  await runChange(ctx, async (trx) => {
    const before = await readPaymentSettings(trx, ctx.services);
    const webhookSecret = input.webhook_secret ?? before.webhookSecret;
    const plain = {
      default_currency: input.default_currency,
      auto_capture: input.auto_capture,
      retry_attempts: input.retry_attempts,
      notification_email: input.notification_email,
    };
    const row = {
      value: JSON.stringify(plain),
      secrets: webhookSecret
        ? gatewayBox(ctx.services).seal(JSON.stringify({ webhook_secret: webhookSecret }))
        : null,
      updated_by: ctx.actor?.id ?? null,
      updated_at: nowIso(),
      last_test_at: null,
      last_test_ok: null,
      last_test_message: null,
    };
    await saveSettingsRow(trx, SETTINGS_KEY, row);
    await recordAudit(trx, ctx, {
      model: 'payment_settings',
      recordId: null,
      event: 'updated',
      oldValues: {
        default_currency: before.defaultCurrency,
        auto_capture: before.autoCapture,
        retry_attempts: before.retryAttempts,
        notification_email: before.notificationEmail,
      },
      newValues: { ...plain, webhook_secret_replaced: Boolean(input.webhook_secret) },
    });
  });
  return getPaymentSettings(ctx);
}
