/**
 * Receipts: a paid or refunded payment tells its payer (in-app and e-mail, in their language,
 * through the notification pipeline) and, when the settings name one, copies the notification
 * e-mail address. Written inside the transaction that moved the payment (outbox), so a receipt
 * is sent exactly when the change commits.
 */
import { CURRENCY_MINOR_UNITS, type PaymentCurrency } from '@pickleball/domain';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@pickleball/locales';
import type { Db } from '../../db/database';
import type { AppServices } from '../../platform/context';
import { enqueueJob } from '../../platform/jobs/jobs';
import { notify } from '../notifications/notifications.notify';
import { recordPaymentEvent } from './payments.payment-state';
import type { PaymentRecord } from './payments.purposes';
import { findUserLocale } from './payments.repository';
import { readPaymentSettings } from './payments.settings.service';

/** An amount in minor units as people of this language read money: "150.000 ₫", "$12.50". */
export function formatMoney(amount: number, currency: PaymentCurrency, locale: Locale): string {
  const digits = CURRENCY_MINOR_UNITS[currency];
  return new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}

function asLocale(value: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

async function localeOfUser(db: Db, userId: number | null): Promise<Locale> {
  if (!userId) return DEFAULT_LOCALE;
  const row = await findUserLocale(db, userId);
  return asLocale(row?.locale);
}

export type ReceiptKind = { kind: 'paid' } | { kind: 'refunded'; amount: number };

function receiptText(services: AppServices, payment: PaymentRecord, receipt: ReceiptKind, locale: Locale) {
  const t = services.translator.t(locale);
  const currency = payment.currency as PaymentCurrency;
  const values = {
    amount: formatMoney(receipt.kind === 'paid' ? Number(payment.amount) : receipt.amount, currency, locale),
    total: formatMoney(Number(payment.amount), currency, locale),
    description: payment.description,
    transaction: payment.transaction_id,
  };
  return receipt.kind === 'paid'
    ? {
        subject: t('payment-messages:receipt.paid_subject', values),
        content: t('payment-messages:receipt.paid_body', values),
      }
    : {
        subject: t('payment-messages:receipt.refunded_subject', values),
        content: t('payment-messages:receipt.refunded_body', values),
      };
}

export async function queueReceipt(
  trx: Db,
  services: AppServices,
  payment: PaymentRecord,
  receipt: ReceiptKind,
): Promise<void> {
  const sentTo: string[] = [];
  if (payment.user_id) {
    const locale = await localeOfUser(trx, payment.user_id);
    const text = receiptText(services, payment, receipt, locale);
    await notify(trx, {
      category: 'payment',
      subject: text.subject,
      content: text.content,
      link: `/pay/${payment.id}`,
      channels: ['in_app', 'email'],
      recipientType: 'specific_users',
      recipients: { user_ids: [payment.user_id] },
      metadata: { payment_id: payment.id, receipt: receipt.kind },
    });
    sentTo.push('payer');
  }
  const settings = await readPaymentSettings(trx, services);
  if (settings.notificationEmail) {
    const text = receiptText(services, payment, receipt, await localeOfUser(trx, settings.updatedBy));
    await enqueueJob(trx, 'mail.send', {
      to: settings.notificationEmail,
      subject: text.subject,
      text: text.content,
    });
    sentTo.push(settings.notificationEmail);
  }
  if (sentTo.length > 0)
    await recordPaymentEvent(trx, payment.id, {
      type: 'receipt_sent',
      verdict: `${receipt.kind}: ${sentTo.join(', ')}`,
      amount: receipt.kind === 'refunded' ? receipt.amount : Number(payment.amount),
    });
}
