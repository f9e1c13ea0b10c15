import type { AuditEvent } from '@pickleball/domain';
import type { Db } from '../db/database';
import { nowIso } from '../db/dialect';
import type { ServiceContext } from './context';

/** Keys never written to the audit trail, at any depth: secrets and their hashes. */
const SECRET_KEY =
  /^(password|current_password|new_password|password_confirmation)$|(token|secret|api_?key|private_?key|hash|credentials?)$/i;

export interface AuditEntry {
  model: string;
  recordId: string | number | null;
  event: AuditEvent;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
}

export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    const clean: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value))
      if (!SECRET_KEY.test(key)) clean[key] = redactSecrets(inner);
    return clean;
  }
  return value;
}

/**
 * A person reading the same record again within this time is not recorded again: a details drawer
 * refetched on focus, an edit page opened after its drawer, would otherwise fill the trail with
 * copies of one look. Only reads that matter are recorded at all (a user's details).
 */
export const VIEW_REPEAT_WINDOW_MS = 30 * 60_000;

async function hasRecentView(db: Db, userId: number, entry: AuditEntry): Promise<boolean> {
  const since = new Date(Date.now() - VIEW_REPEAT_WINDOW_MS).toISOString();
  const recent = await db
    .selectFrom('audit_logs')
    .select('id')
    .where('user_id', '=', userId)
    .where('event', '=', 'viewed')
    .where('model', '=', entry.model)
    .where('record_id', '=', String(entry.recordId))
    .where('created_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return recent !== undefined;
}

/**
 * Writes one audit record. Call it with the transaction of the change it describes, so the
 * change and its record commit together or not at all.
 */
export async function recordAudit(db: Db, ctx: ServiceContext, entry: AuditEntry): Promise<void> {
  if (entry.event === 'viewed' && ctx.actor && entry.recordId !== null) {
    if (await hasRecentView(db, ctx.actor.id, entry)) return;
  }
  await db
    .insertInto('audit_logs')
    .values({
      model: entry.model,
      record_id: entry.recordId === null ? null : String(entry.recordId),
      user_id: ctx.actor?.id ?? null,
      event: entry.event,
      old_values: entry.oldValues ? JSON.stringify(redactSecrets(entry.oldValues)) : null,
      new_values: entry.newValues ? JSON.stringify(redactSecrets(entry.newValues)) : null,
      ip_address: ctx.meta.ip,
      // The path only: a query string may carry one-time codes or tokens (an OAuth callback's).
      url: (ctx.meta.url.split('?')[0] ?? '').slice(0, 2048),
      user_agent: ctx.meta.userAgent?.slice(0, 512) ?? null,
      created_at: nowIso(),
    })
    .execute();
}
