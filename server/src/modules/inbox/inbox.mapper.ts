import type { InboxItem, InboxType } from '@pickleball/domain';
import { toIso, toIsoOrNull } from '../../db/dialect';
import type { InboxRow } from './inbox.repository';

/** An inbox row as the API answers it (its data parsed). */
export function toInboxItem(row: InboxRow): InboxItem {
  return {
    id: row.id,
    type: row.type as InboxType,
    data: JSON.parse(row.data) as InboxItem['data'],
    read_at: toIsoOrNull(row.read_at),
    created_at: toIso(row.created_at),
  };
}
