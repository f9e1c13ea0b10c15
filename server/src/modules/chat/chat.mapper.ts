import {
  type ChatMessageType,
  type ChatPerson,
  type ChatStatus,
  type ChatSummary,
  type ChatType,
  chatPreview,
  unreadCount,
} from '@pickleball/domain';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import type { SummaryRow } from './chat.lists.repository';

/** A conversation as my list shows it (a direct chat named after its other person). */
export function toSummary(row: SummaryRow, partner: ChatPerson | undefined): ChatSummary {
  const direct = row.type === 'direct';
  const removed = row.lm_removed_at !== null && row.lm_removed_at !== undefined;
  return {
    id: row.id,
    type: row.type as ChatType,
    name: direct && partner ? partner.name : row.name,
    title: row.title,
    avatar_url: direct ? (partner?.avatar_url ?? null) : null,
    other_user: direct ? (partner ?? null) : null,
    status: row.status as ChatStatus,
    is_public: toBool(row.is_public),
    member_count: row.member_count,
    membership: {
      role: row.m_role as ChatSummary['membership']['role'],
      is_pinned: toBool(row.m_is_pinned),
      is_archived: toBool(row.m_is_archived),
      muted: toBool(row.m_muted),
      unread_count: unreadCount(row.message_count, row.m_read_count),
      mention_count: row.m_mention_count,
      last_read_message_id: row.m_last_read_message_id,
    },
    last_message:
      row.last_message_id !== null && row.lm_created_at
        ? {
            id: row.last_message_id,
            author_name: row.lm_author_name ?? null,
            type: (row.lm_type ?? 'text') as ChatMessageType,
            preview: removed ? '' : chatPreview(row.lm_body ?? ''),
            removed,
            has_attachments: Boolean(row.lm_attachments && row.lm_attachments !== '[]'),
            created_at: toIso(row.lm_created_at),
          }
        : null,
    last_message_at: toIsoOrNull(row.last_message_at),
    created_at: toIso(row.created_at),
  };
}
