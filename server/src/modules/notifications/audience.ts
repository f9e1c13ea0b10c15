/**
 * The send form's audience preview (POST /notifications/recipient-count): before anything is
 * sent, per chosen channel how many recipients it reaches and, of the others, how many get
 * nothing and why. The reasons are the fan-out's own, in its order: turned off by the user, no
 * provider set up for the channel, no ZNS template for this send, no address.
 */
import type {
  NotificationCategory,
  NotificationChannel,
  RecipientCount,
  RecipientType,
  SkipReason,
} from '@pickleball/domain';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/database';
import type { AppServices } from '../../platform/context';
import { isUsablePushToken } from './push-tokens';
import { recipientUsersQuery, type StoredRecipients } from './recipients';
import { listRoutes } from './senders';
import { znsTemplateFor } from './zns-mapping';

type Users = ExpressionBuilder<Database, 'users'>;

function hasAddress(eb: Users, channel: NotificationChannel) {
  if (channel === 'email') return eb.and([eb('users.email', 'is not', null), eb('users.email', '!=', '')]);
  if (channel === 'push')
    return eb.exists(
      eb
        .selectFrom('push_tokens')
        .select('push_tokens.id')
        .whereRef('push_tokens.user_id', '=', 'users.id')
        .where(isUsablePushToken),
    );
  return eb.and([eb('users.phone', 'is not', null), eb('users.phone', '!=', '')]);
}

function hasOptedOut(eb: Users, channel: NotificationChannel) {
  return eb.exists(
    eb
      .selectFrom('notification_opt_outs')
      .select('notification_opt_outs.user_id')
      .whereRef('notification_opt_outs.user_id', '=', 'users.id')
      .where('notification_opt_outs.channel', '=', channel),
  );
}

/** Does a send of this template and category find a ZNS template to go with? */
async function hasZnsTemplate(
  db: Db,
  services: AppServices,
  templateId: number | null,
  category: NotificationCategory,
): Promise<boolean> {
  const own = templateId
    ? await db
        .selectFrom('notification_templates')
        .select('zns_template_id')
        .where('id', '=', templateId)
        .executeTakeFirst()
    : undefined;
  const [route] = await listRoutes(db, services, 'zalo_zns');
  return znsTemplateFor(own?.zns_template_id ?? null, category, route?.plain) !== null;
}

const withoutZeros = (counts: Partial<Record<SkipReason, number>>) =>
  Object.fromEntries(Object.entries(counts).filter(([, count]) => (count ?? 0) > 0));

export async function previewAudience(
  db: Db,
  services: AppServices,
  input: {
    type: RecipientType;
    recipients: StoredRecipients;
    channels: readonly NotificationChannel[];
    templateId: number | null;
    category: NotificationCategory;
  },
): Promise<RecipientCount> {
  const base = recipientUsersQuery(db, input.type, input.recipients);
  const { total: rawTotal } = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(rawTotal);
  const channels: RecipientCount['channels'] = {};
  for (const channel of input.channels) {
    const provider = channel === 'in_app' || (await listRoutes(db, services, channel)).length > 0;
    if (channel === 'in_app' || channel === 'webhook') {
      channels[channel] = {
        reachable: provider ? total : 0,
        missing: provider ? 0 : total,
        provider,
        skipped: withoutZeros({ no_provider: provider ? 0 : total }),
      };
      continue;
    }
    const row = await base
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when(hasOptedOut(eb, channel)).then(1).else(0).end()).as('opted_out'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb.not(hasOptedOut(eb, channel)), eb.not(hasAddress(eb, channel))]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('no_address'),
      ])
      .executeTakeFirstOrThrow();
    const optedOut = Number(row.opted_out ?? 0);
    const rest = total - optedOut;
    let skipped: Partial<Record<SkipReason, number>>;
    if (!provider) skipped = { opted_out: optedOut, no_provider: rest };
    else if (
      channel === 'zalo_zns' &&
      !(await hasZnsTemplate(db, services, input.templateId, input.category))
    )
      skipped = { opted_out: optedOut, no_zns_template: rest };
    else skipped = { opted_out: optedOut, no_address: Number(row.no_address ?? 0) };
    const missing = Object.values(skipped).reduce((sum, count) => sum + (count ?? 0), 0);
    channels[channel] = { reachable: total - missing, missing, provider, skipped: withoutZeros(skipped) };
  }
  return { total, channels };
}
