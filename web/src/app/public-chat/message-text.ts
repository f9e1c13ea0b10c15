import type { ChatMessage, ChatSystemAction } from '@pickleball/domain/chat/chat.schemas';
import { formatNumber, toIntlLocale } from '../../lib/format';
import type { Translate } from '../../lib/i18n-lite';

/** A message's words in the reader's language: its time, a file's size, a system line. */

const SYSTEM_KEYS: Record<ChatSystemAction, string> = {
  created: 'system.created',
  members_added: 'system.members_added',
  member_removed: 'system.member_removed',
  member_left: 'system.member_left',
  role_changed: 'system.role_changed',
  renamed: 'system.renamed',
  status_changed: 'system.status_changed',
};
const VALUE_KEYS: Record<string, string> = {
  admin: 'roles.admin',
  moderator: 'roles.moderator',
  member: 'roles.member',
  active: 'statuses.active',
  inactive: 'statuses.inactive',
  archived: 'statuses.archived',
};

const timeFormats = new Map<string, Intl.DateTimeFormat>();
export function formatTime(iso: string, language: string): string {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(toIntlLocale(language), { hour: '2-digit', minute: '2-digit' });
    timeFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

function formatList(names: string[], language: string): string {
  return new Intl.ListFormat(toIntlLocale(language), { type: 'conjunction' }).format(names);
}

export function formatSize(bytes: number, language: string): string {
  return bytes >= 1024 * 1024
    ? `${formatNumber(Math.round(bytes / 104857.6) / 10, language)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} KB`;
}

/** A system line in the reader's language (ChatSystemLine.action with its people and value). */
export function systemText(message: ChatMessage, t: Translate, language: string): string {
  const line = message.system;
  if (!line) return message.body;
  const value = line.value ?? '';
  return t(SYSTEM_KEYS[line.action], {
    actor: line.actor?.name ?? t('message.someone'),
    people: formatList(
      line.people.map((person) => person.name),
      language,
    ),
    value: VALUE_KEYS[value] ? t(VALUE_KEYS[value]) : value,
  });
}
