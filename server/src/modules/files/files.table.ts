import type { Generated } from 'kysely';

export interface FilesTable {
  id: Generated<number>;
  uuid: string;
  purpose: string;
  owner_type: string | null;
  owner_id: number | null;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  created_by: number | null;
  created_at: string;
}

declare module '../../db/database' {
  interface Database {
    files: FilesTable;
  }
}
