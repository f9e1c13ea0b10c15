import type { Generated } from 'kysely';

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
  locked_at: string | null;
  created_at: string;
  updated_at: string;
}
