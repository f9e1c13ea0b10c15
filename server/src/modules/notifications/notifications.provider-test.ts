import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, EmailSchema, userRoom } from '@pickleball/domain';
import { nowIso } from '../../db/dialect';
import { normalizePhone } from '../../integrations/channels/phone';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { describeWhen } from '../calendar/calendar.texts';
import { toInboxItem } from '../inbox/inbox.mapper';
import { insertInboxItems } from '../inbox/inbox.repository';
import { type ChannelMessage, type SendRoute, sendThrough } from './notifications.senders';

/**
 * "Test" on a provider or a configuration page: one real message through that route only, to an
 * address the tester typed, in the tester's language, its time in the tester's time zone (Viet
 * Nam's unless the request names one). The answer says what the provider said.
 */
export async function testRoute(
  ctx: ServiceContext,
  route: SendRoute,
  rawAddress: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<{ ok: boolean; message: string | null }> {
  const address = rawAddress.trim();
  const subject = ctx.t('notifications:test.subject');
  const time = describeWhen(nowIso(), timeZone, ctx.locale);
  const body = ctx.t('notifications:test.body', { name: route.name, time });
  const message = buildTestMessage(route, address, subject, body);
  if (message === 'inbox') {
    const actor = requireActor(ctx);
    const [item] = await insertInboxItems(ctx.db, [
      {
        user_id: actor.id,
        type: 'notification',
        data: JSON.stringify({ notification_id: 0, subject, content: body, category: 'system', link: null }),
        created_at: nowIso(),
      },
    ]);
    if (item)
      ctx.services.realtime.publish(userRoom(actor.id), {
        type: 'notification.created',
        id: item.id,
        data: toInboxItem(item),
      });
    return { ok: true, message: null };
  }
  const outcome = await sendThrough(ctx.db, ctx.services, route, message);
  if (outcome.kind === 'sent')
    return { ok: true, message: outcome.providerMessageId ? `id ${outcome.providerMessageId}` : null };
  return { ok: false, message: outcome.reason };
}

function buildTestMessage(
  route: SendRoute,
  address: string,
  subject: string,
  body: string,
): ChannelMessage | 'inbox' {
  const need = () => {
    if (!address) throw new AppError('provider.test_address_required');
  };
  switch (route.type) {
    case 'email': {
      need();
      const parsed = EmailSchema.safeParse(address);
      if (!parsed.success) throw fieldError('address', 'email');
      return { channel: 'email', message: { to: parsed.data, subject, text: body } };
    }
    case 'sms':
    case 'zalo_zns': {
      need();
      const phone = normalizePhone(address);
      if (!phone) throw fieldError('address', 'phone');
      if (route.type === 'sms')
        return {
          channel: 'sms',
          message: { phone: phone.e164, content: body, requestId: `pb-test-${randomUUID()}` },
        };
      return {
        channel: 'zalo_zns',
        message: {
          phone: phone.e164,
          templateId: String(route.plain.template_id ?? ''),
          templateData: {},
          trackingId: `pb-test-${randomUUID()}`,
        },
      };
    }
    case 'firebase':
      need();
      return { channel: 'push', message: { token: address, title: subject, body, data: { test: 'true' } } };
    case 'webhook':
      return {
        channel: 'webhook',
        message: {
          id: `pb-test-${randomUUID()}`,
          type: 'notification.test',
          timestamp: new Date(),
          data: { subject, content: body },
        },
      };
    case 'in_app':
      return 'inbox';
  }
}
