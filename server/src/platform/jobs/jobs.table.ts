import type { ColumnType, Generated } from 'kysely';

export interface JobsTable {
  id: Generated<number>;
  type: string;
  /** JSON text. */
  payload: string;
  /** pending, running, done or failed. */
  status: string;
  run_at: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  /** When it was last claimed. */
  locked_at: string | null;
  /** The worker holding it while `running` (host:pid:random), and until when its lease runs. */
  locked_by: ColumnType<string | null, string | null | undefined, string | null>;
  locked_until: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}
