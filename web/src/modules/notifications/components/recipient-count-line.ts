import type { NotificationChannel, RecipientCount, SkipReason } from '@pickleball/domain';
import { formatNumber, toIntlLocale } from '../../../lib/format';
import type { RecipientCountInput } from '../api/count-recipients';
import { type SendFormValues, toRecipientCountInput } from './send-form-values';

/** A translation call as i18next's `t` makes it. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Why some recipients miss a channel because they have no address for it (CONVENTIONS §8: full keys). */
const NO_ADDRESS_KEYS: Record<NotificationChannel, string> = {
  email: 'notifications:count.missing_email',
  sms: 'notifications:count.missing_sms',
  zalo_zns: 'notifications:count.missing_zalo_zns',
  push: 'notifications:count.missing_push',
  in_app: 'notifications:count.missing_other',
  webhook: 'notifications:count.missing_other',
};

const REASON_KEYS: Partial<Record<SkipReason, string>> = {
  no_provider: 'notifications:count.no_provider',
  no_zns_template: 'notifications:count.no_zns_template',
  opted_out: 'notifications:count.opted_out',
};

/** The order the warnings read in: the whole channel first, then people. */
const REASON_ORDER: SkipReason[] = ['no_provider', 'no_zns_template', 'opted_out', 'no_address'];

/** "1,204 users", or that nobody matches. */
export function formatRecipientTotal(count: RecipientCount, t: Translate, locale: string): string {
  if (count.total === 0) return t('notifications:count.none');
  return t('notifications:count.total', { count: count.total, total: formatNumber(count.total, locale) });
}

/**
 * Per chosen channel, who will get nothing and why: "E-mail: no provider is set up, 16 will get
 * nothing", "37 have no phone number for SMS", "2 turned off E-mail"; numbers in the reader's language.
 */
export function recipientWarnings(
  count: RecipientCount,
  channels: readonly NotificationChannel[],
  channelLabel: (channel: NotificationChannel) => string,
  t: Translate,
  locale: string,
): string[] {
  const warnings: string[] = [];
  for (const channel of channels) {
    const skipped = count.channels[channel]?.skipped ?? {};
    for (const reason of REASON_ORDER) {
      const missing = skipped[reason] ?? 0;
      if (missing <= 0) continue;
      const key = reason === 'no_address' ? NO_ADDRESS_KEYS[channel] : REASON_KEYS[reason];
      if (!key) continue;
      warnings.push(
        t(key, { count: missing, missing: formatNumber(missing, locale), channel: channelLabel(channel) }),
      );
    }
  }
  return warnings;
}

/** "In-app, E-mail and Zalo ZNS": the channels as a list in the reader's language. */
function formatChannelList(
  channels: readonly NotificationChannel[],
  channelLabel: (channel: NotificationChannel) => string,
  locale: string,
): string {
  return new Intl.ListFormat(toIntlLocale(locale), { style: 'long', type: 'conjunction' }).format(
    channels.map(channelLabel),
  );
}

/** What the form still lacks before anyone can be counted (the send itself is refused without it). */
type MissingChoice = 'channels' | 'users' | 'roles' | 'groups';
const MISSING_CHOICE_KEYS: Record<MissingChoice, string> = {
  channels: 'notifications:count.choose_channels',
  users: 'notifications:count.choose_users',
  roles: 'notifications:count.choose_roles',
  groups: 'notifications:count.choose_groups',
};

function missingChoice(values: SendFormValues): MissingChoice | null {
  if (values.channels.length === 0) return 'channels';
  if (values.recipient_type === 'specific_users' && values.user_ids.length === 0) return 'users';
  if (values.recipient_type === 'user_roles' && values.role_ids.length === 0) return 'roles';
  if (values.recipient_type === 'user_groups' && values.groups.length === 0) return 'groups';
  return null;
}

export type AudienceLine =
  | { kind: 'incomplete'; text: string }
  | { kind: 'counting'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'count'; text: string; warnings: string[] };

/**
 * The live line under the recipients, from the form as typed now: an answer is shown only when it
 * counts exactly what the form holds (a count still on screen from an earlier choice, while the
 * next is asked for, would say "16 users" for a choice that reaches nobody).
 */
export function describeAudience(
  values: SendFormValues,
  asked: RecipientCountInput | null,
  answer: { data?: RecipientCount; error?: { message: string } | null; isPlaceholder?: boolean },
  channelLabel: (channel: NotificationChannel) => string,
  t: Translate,
  locale: string,
): AudienceLine {
  const missing = missingChoice(values);
  if (missing) return { kind: 'incomplete', text: t(MISSING_CHOICE_KEYS[missing]) };
  const typed = toRecipientCountInput(values);
  if (JSON.stringify(typed) !== JSON.stringify(asked) || !typed)
    return { kind: 'counting', text: t('notifications:count.counting') };
  if (answer.error) return { kind: 'error', text: answer.error.message };
  if (!answer.data || answer.isPlaceholder)
    return { kind: 'counting', text: t('notifications:count.counting') };
  return {
    kind: 'count',
    text: formatRecipientTotal(answer.data, t, locale),
    warnings: recipientWarnings(answer.data, typed.channels, channelLabel, t, locale),
  };
}

/** The question before a send: "Send to 16 users by In-app, E-mail and Zalo ZNS now?". */
export function confirmSentence(
  input: { channels: readonly NotificationChannel[]; scheduled_at: string | null },
  who: string,
  channelLabel: (channel: NotificationChannel) => string,
  t: Translate,
  locale: string,
  formatTime: (iso: string) => string,
): string {
  const channels = formatChannelList(input.channels, channelLabel, locale);
  return input.scheduled_at
    ? t('notifications:confirm.scheduled', { who, channels, time: formatTime(input.scheduled_at) })
    : t('notifications:confirm.now', { who, channels });
}
