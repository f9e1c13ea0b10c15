/**
 * Delivery reports: eSMS calls back (GET, with its own query) once the carriers answered, so an
 * SMS becomes *delivered* or *failed* after it was *sent*. The callback address is ours and
 * public, so it carries the delivery's id and an HMAC of it: a report for another delivery, or
 * made up, is refused. Reports arrive only where PUBLIC_URL is set (eSMS must reach us).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { nowIso } from '../../db/dialect';
import type { AppServices } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findSmsDelivery, updateDelivery } from './notifications.deliveries.repository';
import { refreshStatus } from './notifications.status';

function signature(services: AppServices, deliveryId: number): string {
  return createHmac('sha256', `delivery-report:${services.config.jwtSecret}`)
    .update(String(deliveryId))
    .digest('base64url')
    .slice(0, 32);
}

/** The callback address of one SMS delivery, or none where the app has no public address. */
export function esmsCallbackUrl(services: AppServices, deliveryId: number): string | undefined {
  const base = services.config.publicUrl;
  if (!base) return undefined;
  return new URL(
    `/api/v1/notifications/reports/esms/${deliveryId}/${signature(services, deliveryId)}`,
    base,
  ).toString();
}

export interface EsmsReport {
  SMSID?: string;
  /** 1 pending approval, 2 waiting, 4 rejected, 5 done (read SendSuccess/SendFailed), 7 awaiting report. */
  SendStatus?: string;
  SendSuccess?: string;
  SendFailed?: string;
}

export async function applyEsmsReport(
  services: AppServices,
  deliveryId: number,
  given: string,
  report: EsmsReport,
): Promise<void> {
  const expected = Buffer.from(signature(services, deliveryId));
  const presented = Buffer.from(given);
  if (expected.length !== presented.length || !timingSafeEqual(expected, presented))
    throw new AppError('not_found');
  const delivery = await findSmsDelivery(services.db, deliveryId);
  if (!delivery) throw new AppError('not_found');
  // A report for an earlier message id (a retry went out since) says nothing about this one.
  if (delivery.provider_message_id && report.SMSID && report.SMSID !== delivery.provider_message_id) return;
  const success = Number(report.SendSuccess ?? 0);
  const failedParts = Number(report.SendFailed ?? 0);
  let update: { status: 'delivered' | 'failed'; error: string | null } | null = null;
  if (report.SendStatus === '5' && success > 0) update = { status: 'delivered', error: null };
  else if (report.SendStatus === '5' && failedParts > 0)
    update = { status: 'failed', error: 'eSMS: the carrier did not deliver the message' };
  else if (report.SendStatus === '4')
    update = { status: 'failed', error: 'eSMS: the message was rejected (not approved)' };
  if (!update || !['sent', 'delivered'].includes(delivery.status)) return;
  const now = nowIso();
  await updateDelivery(services.db, deliveryId, {
    ...update,
    delivered_at: update.status === 'delivered' ? now : null,
    updated_at: now,
  });
  await refreshStatus(services, delivery.notification_id);
}
