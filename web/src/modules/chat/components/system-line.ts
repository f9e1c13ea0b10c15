import type { ChatMemberRole, ChatStatus, ChatSystemLine } from '@pickleball/domain';
import type { TFunction } from 'i18next';
import { toIntlLocale } from '../../../lib/format';

/** The catalog key of each system line (written out, so the catalog check sees them used). */
const SYSTEM_KEYS = {
  created: 'chat:system.created',
  members_added: 'chat:system.members_added',
  member_removed: 'chat:system.member_removed',
  member_left: 'chat:system.member_left',
  role_changed: 'chat:system.role_changed',
  renamed: 'chat:system.renamed',
  status_changed: 'chat:system.status_changed',
} as const satisfies Record<ChatSystemLine['action'], string>;

export const ROLE_KEYS = {
  admin: 'chat:roles.admin',
  moderator: 'chat:roles.moderator',
  member: 'chat:roles.member',
} as const satisfies Record<ChatMemberRole, string>;

export const STATUS_KEYS = {
  active: 'chat:status.active',
  inactive: 'chat:status.inactive',
  archived: 'chat:status.archived',
} as const satisfies Record<ChatStatus, string>;

/**
 * "An, Bình and Chi" in the reader's language; `list` gives "An, Bình" (the start of a longer
 * list whose end the sentence says: "… and 3 others").
 */
export function joinNames(names: readonly string[], locale: string, kind: 'all' | 'list' = 'all'): string {
  return new Intl.ListFormat(toIntlLocale(locale), {
    style: kind === 'all' ? 'long' : 'short',
    type: kind === 'all' ? 'conjunction' : 'unit',
  }).format(names);
}

/** A system line in the reader's language (the server stores what happened, not a sentence). */
export function describeSystemLine(line: ChatSystemLine, t: TFunction, locale: string): string {
  const value =
    line.action === 'role_changed' && line.value && line.value in ROLE_KEYS
      ? t(ROLE_KEYS[line.value as ChatMemberRole])
      : line.action === 'status_changed' && line.value && line.value in STATUS_KEYS
        ? t(STATUS_KEYS[line.value as ChatStatus])
        : (line.value ?? '');
  return t(SYSTEM_KEYS[line.action], {
    actor: line.actor?.name ?? t('chat:system.someone'),
    people: joinNames(
      line.people.map((person) => person.name),
      locale,
    ),
    count: line.people.length,
    value,
  });
}
