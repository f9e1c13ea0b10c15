import type { AuditEvent } from '@pickleball/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

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

const MODEL_KEYS: Record<string, string> = {
  user: 'audit:models.user',
  role: 'audit:models.role',
  permission: 'audit:models.permission',
};

/** The translation namespace holding a model's `fields.*` labels; later modules add theirs. */
const MODEL_NAMESPACES: Record<string, string> = {
  user: 'users',
  role: 'roles',
  permission: 'permissions',
};

/** Labels of audit events, models and a model's fields in the user's language (raw names when unknown). */
export function useAuditLabels() {
  const { t, i18n } = useTranslation(['audit', 'users', 'roles', 'permissions']);
  const eventLabel = useCallback((event: AuditEvent) => t(EVENT_KEYS[event]), [t]);
  const modelLabel = useCallback((model: string) => (MODEL_KEYS[model] ? t(MODEL_KEYS[model]) : model), [t]);
  const fieldLabel = useCallback(
    (model: string, field: string) => {
      const namespace = MODEL_NAMESPACES[model];
      const key = namespace ? `${namespace}:fields.${field}` : null;
      return key && i18n.exists(key) ? t(key) : field;
    },
    [t, i18n],
  );
  return useMemo(() => ({ eventLabel, modelLabel, fieldLabel }), [eventLabel, modelLabel, fieldLabel]);
}
