import type { NotificationChannel, RecipientCount } from '@pickleball/domain';
import { formatNumber } from '../../../lib/format';

/** A translation call as i18next's `t` makes it. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Why some recipients miss a channel, with the full keys written out (CONVENTIONS §8). */
const MISSING_KEYS: Record<NotificationChannel, string> = {
  email: 'notifications:count.missing_email',
  sms: 'notifications:count.missing_sms',
  zalo_zns: 'notifications:count.missing_zalo_zns',
  push: 'notifications:count.missing_push',
  in_app: 'notifications:count.missing_other',
  webhook: 'notifications:count.missing_other',
};

/**
 * The live line under the recipients: "1,204 users; 37 have no phone number for SMS", one clause
 * per chosen channel that misses someone, numbers in the reader's language.
 */
export function formatRecipientCount(
  count: RecipientCount,
  channels: readonly NotificationChannel[],
  channelLabel: (channel: NotificationChannel) => string,
  t: Translate,
  locale: string,
): string {
  if (count.total === 0) return t('notifications:count.none');
  const clauses = [
    t('notifications:count.total', { count: count.total, total: formatNumber(count.total, locale) }),
  ];
  for (const channel of channels) {
    const missing = count.channels[channel]?.missing ?? 0;
    if (missing > 0)
      clauses.push(
        t(MISSING_KEYS[channel], {
          count: missing,
          missing: formatNumber(missing, locale),
          channel: channelLabel(channel),
        }),
      );
  }
  return clauses.join('; ');
}
