import type { AuditEvent, AuditRecord } from '@pickleball/domain';
import { toIso } from '../../db/dialect';

type AuditRow = {
  id: number;
  model: string;
  record_id: string | null;
  event: string;
  user_id: number | null;
  old_values: string | null;
  new_values: string | null;
  ip_address: string | null;
  url: string | null;
  user_agent: string | null;
  created_at: string;
  user_name: string | null;
  user_username: string | null;
};

function parseJson(value: string | null): Record<string, unknown> | null {
  return value ? (JSON.parse(value) as Record<string, unknown>) : null;
}

export function toAuditRecord(row: AuditRow): Omit<AuditRecord, 'record_label'> {
  return {
    id: row.id,
    model: row.model,
    record_id: row.record_id,
    event: row.event as AuditEvent,
    user:
      row.user_id !== null && row.user_name !== null
        ? { id: row.user_id, name: row.user_name, username: row.user_username ?? '' }
        : null,
    old_values: parseJson(row.old_values),
    new_values: parseJson(row.new_values),
    ip_address: row.ip_address,
    url: row.url,
    user_agent: row.user_agent,
    created_at: toIso(row.created_at),
  };
}
