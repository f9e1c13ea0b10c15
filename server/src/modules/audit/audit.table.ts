import type { Generated } from 'kysely';

export interface AuditTable {
  id: Generated<number>;
  model: string;
  record_id: string | null;
  user_id: number | null;
  event: string;
  /** JSON text (secrets removed before writing). */
  old_values: string | null;
  new_values: string | null;
  ip_address: string | null;
  url: string | null;
  user_agent: string | null;
  created_at: string;
}

declare module '../../db/database' {
  interface Database {
    audit_logs: AuditTable;
  }
}
