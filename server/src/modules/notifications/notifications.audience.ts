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
import type { Db } from '../../db/database';
import type { AppServices } from '../../platform/context';
import type { StoredRecipients } from './notifications.recipients';
import { countChannelGaps, countRecipientTotal } from './notifications.recipients.repository';
import { findTemplateZnsId } from './notifications.repository';
import { listRoutes } from './notifications.senders';
import { znsTemplateFor } from './notifications.zns-mapping';

/** Does a send of this template and category find a ZNS template to go with? */
async function hasZnsTemplate(
  db: Db,
  services: AppServices,
  templateId: number | null,
  category: NotificationCategory,
): Promise<boolean> {
  const own = templateId ? await findTemplateZnsId(db, templateId) : undefined;
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
  const total = await countRecipientTotal(db, input.type, input.recipients);
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
    const row = await countChannelGaps(db, input.type, input.recipients, channel);
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
