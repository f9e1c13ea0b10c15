import type { Generated } from 'kysely';

export interface InboxItemsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  /** JSON text: the values the message is rendered with. */
  data: string;
  read_at: string | null;
  created_at: string;
}

declare module '../../db/database' {
  interface Database {
    inbox_items: InboxItemsTable;
  }
}
