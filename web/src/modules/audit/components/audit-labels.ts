import { type AuditEvent, type AuditRecord, auditFieldKeys } from '@pickleball/domain';
import { DEFAULT_ROLES, PERMISSION_CATALOGUE } from '@pickleball/domain/permissions';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessLabels } from '../../../components/access-labels';
import { useAuth } from '../../../lib/auth';
import { formatDate, formatDateTime, toIntlLocale } from '../../../lib/format';
import { AUDIT_MODELS, AUDIT_NAMESPACES } from './audit-models';

const EVENT_KEYS: Record<AuditEvent, string> = {
  created: 'audit:events.created',
  updated: 'audit:events.updated',
  deleted: 'audit:events.deleted',
  viewed: 'audit:events.viewed',
};

/** Badge colours per event. */
export const EVENT_COLORS: Record<AuditEvent, string> = {
  created: 'green',
  updated: 'blue',
  deleted: 'red',
  viewed: 'gray',
};

/** Built-in roles and permissions by their stored (English) display name: shown in the reader's language. */
const BUILT_IN_ROLES = new Map<string, string>(DEFAULT_ROLES.map((role) => [role.display_name, role.name]));
const BUILT_IN_PERMISSIONS = new Map<string, string>(
  PERMISSION_CATALOGUE.map((entry) => [entry.display_name, entry.name]),
);
const ROLE_DISPLAY_NAMES = new Map<string, string>(
  DEFAULT_ROLES.map((role) => [role.name, role.display_name]),
);
const PERMISSION_DISPLAY_NAMES = new Map<string, string>(
  PERMISSION_CATALOGUE.map((entry) => [entry.name, entry.display_name]),
);

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** What turns a stored value into words: the catalog lookups a value may need. */
export interface ValueWords {
  /** A catalog key's text, or null when the catalog has no such key. */
  lookup: (key: string) => string | null;
  /** A UTC time in the reader's zone and language. */
  formatTime: (iso: string) => string;
  yes: string;
  no: string;
}

/** A person, court or club as a record stores it: `{ id, name }`. */
const nameOf = (value: unknown): string | null =>
  value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string'
    ? (value as { name: string }).name
    : null;

/** A game's score as records store it: `{ team1: 11, team2: 7 }`. */
const scoreOf = (value: unknown): string | null => {
  if (!value || typeof value !== 'object') return null;
  const { team1, team2 } = value as { team1?: unknown; team2?: unknown };
  return typeof team1 === 'number' && typeof team2 === 'number' ? `${team1}–${team2}` : null;
};

/**
 * A stored value as people read it: a catalog's name for an enum (`draft` → "Draft"), yes/no, a time
 * in the reader's zone, a person's or a place's name, a list of names or scores; null when the value
 * has no plain reading (the raw JSON is shown then). `valueNames` is the model's catalog prefix for
 * this field's values (`matches:status`) or its own value → key map.
 */
export function describeAuditValue(
  value: unknown,
  valueNames: string | Readonly<Record<string, string>> | undefined,
  words: ValueWords,
): string | null {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const key = typeof valueNames === 'string' ? `${valueNames}.${value}` : valueNames?.[value];
    const named = key ? words.lookup(key) : null;
    if (named !== null) return named;
    return ISO_TIME.test(value) ? words.formatTime(value) : value;
  }
  if (Array.isArray(value)) {
    const parts = value.map((item) =>
      typeof item === 'string' || typeof item === 'number'
        ? describeAuditValue(item, valueNames, words)
        : (nameOf(item) ?? scoreOf(item)),
    );
    return parts.every((part) => part !== null) ? parts.join(', ') : null;
  }
  return nameOf(value) ?? scoreOf(value);
}

/** A meeting's repeat as records store it. */
export interface AuditRecurrence {
  pattern?: string;
  interval?: number;
  weekdays?: number[];
  until?: string | null;
}

/** ISO weekday (1 = Monday) → its long name in the reader's language. */
function weekdayName(day: number, locale: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(toIntlLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

/**
 * A meeting's repeat in words: "Weekly: Tuesday, Friday", "Every 2 weeks: Monday", "Daily, until
 * 31/03/2027" — the calendar's own words for the pattern.
 */
export function describeRecurrence(
  recurrence: AuditRecurrence,
  { t, locale }: { t: (key: string, options?: Record<string, unknown>) => string; locale: string },
): string {
  const interval = recurrence.interval ?? 1;
  const pattern = recurrence.pattern ?? '';
  const unit = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' }[pattern];
  const head = !unit
    ? pattern
    : interval > 1
      ? t(`calendar:every.${unit}s`, { count: interval })
      : t(`calendar:repeat.${pattern}`);
  const days =
    pattern === 'weekly' && recurrence.weekdays?.length
      ? `: ${recurrence.weekdays.map((day) => capitalise(weekdayName(day, locale), locale)).join(', ')}`
      : '';
  const until = recurrence.until
    ? `, ${t('calendar:detail.until', { date: formatLocalDate(recurrence.until, locale) })}`
    : '';
  return `${head}${days}${until}`;
}

function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** A `YYYY-MM-DD` date as the app writes dates (the shared formatter, at local midnight). */
function formatLocalDate(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return year && month && day ? formatDate(new Date(year, month - 1, day), locale) : date;
}

/** Labels of audit events, models, fields and values in the user's language, and a record's page. */
export function useAuditLabels() {
  const { t, i18n } = useTranslation([...AUDIT_NAMESPACES]);
  const { can } = useAuth();
  const { roleLabel, permissionLabel } = useAccessLabels();
  const locale = i18n.language;
  const eventLabel = useCallback((event: AuditEvent) => t(EVENT_KEYS[event]), [t]);
  const modelLabel = useCallback(
    (model: string) => {
      const spec = AUDIT_MODELS[model];
      return spec ? t(spec.label) : model;
    },
    [t],
  );
  const lookup = useCallback((key: string) => (i18n.exists(key) ? t(key) : null), [t, i18n]);
  const fieldLabel = useCallback(
    (model: string, field: string) => {
      for (const key of auditFieldKeys(model, field)) {
        const text = lookup(key);
        if (text !== null) return text;
      }
      return field;
    },
    [lookup],
  );
  const recurrenceText = useCallback(
    (recurrence: AuditRecurrence) => describeRecurrence(recurrence, { t, locale }),
    [t, locale],
  );
  const words = useMemo<ValueWords>(
    () => ({
      lookup,
      formatTime: (iso) => formatDateTime(iso, locale),
      yes: t('common:yes'),
      no: t('common:no'),
    }),
    [lookup, locale, t],
  );
  /** A value's reading, or null when it has none but its JSON. */
  const valueText = useCallback(
    (model: string, field: string, value: unknown): string | null => {
      // A meeting's repeat in words: "Weekly: Tuesday, Friday".
      if (field === 'recurrence' && value && typeof value === 'object')
        return recurrenceText(value as AuditRecurrence);
      // Which secret keys a change replaced: their names, and that they were replaced, never a value.
      if (field === 'secrets_replaced' && Array.isArray(value))
        return value.length === 0
          ? ''
          : `${value.map((name) => fieldLabel(model, String(name))).join(', ')} (${t('audit:details.replaced')})`;
      if (field.endsWith('_replaced') && typeof value === 'boolean')
        return value ? t('audit:details.replaced') : '';
      // A role's permissions are stored by name (`court.view`): shown by their translated names.
      if (model === 'role' && field === 'permissions' && typeof value === 'string') {
        const displayName = PERMISSION_DISPLAY_NAMES.get(value);
        return displayName ? permissionLabel({ name: value, display_name: displayName }) : value;
      }
      // A user's roles likewise by name (`super_admin`): built-in ones by their translated names.
      if (model === 'user' && field === 'roles' && typeof value === 'string') {
        const displayName = ROLE_DISPLAY_NAMES.get(value);
        return displayName ? roleLabel({ name: value, display_name: displayName }) : value;
      }
      if (
        ((model === 'role' && field === 'permissions') || (model === 'user' && field === 'roles')) &&
        Array.isArray(value)
      )
        return value.map((item) => valueText(model, field, item) ?? String(item)).join(', ');
      return describeAuditValue(value, AUDIT_MODELS[model]?.values?.[field], words);
    },
    [words, permissionLabel, roleLabel, recurrenceText, fieldLabel, t],
  );
  /** The record's name (a built-in role's or permission's in the reader's language), else its number. */
  const recordName = useCallback(
    (record: Pick<AuditRecord, 'model' | 'record_id' | 'record_label'>) => {
      const label = record.record_label;
      if (!label) return record.record_id ? `#${record.record_id}` : '';
      const builtIn =
        record.model === 'role'
          ? BUILT_IN_ROLES.get(label)
          : record.model === 'permission'
            ? BUILT_IN_PERMISSIONS.get(label)
            : undefined;
      if (!builtIn) return label;
      const entry = { name: builtIn, display_name: label };
      return record.model === 'role' ? roleLabel(entry) : permissionLabel(entry);
    },
    [roleLabel, permissionLabel],
  );
  /** The page a record opens on, when the viewer may open it. */
  const recordLink = useCallback(
    (model: string, recordId: string | null) => {
      const link = AUDIT_MODELS[model]?.link;
      if (!link || !recordId || !can(link.permission)) return null;
      return link.to(recordId);
    },
    [can],
  );
  return useMemo(
    () => ({ eventLabel, modelLabel, fieldLabel, valueText, recordName, recordLink }),
    [eventLabel, modelLabel, fieldLabel, valueText, recordName, recordLink],
  );
}
