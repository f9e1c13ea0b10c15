import type { Generated } from 'kysely';

export interface ClubsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** JSON text: [{ day, start_time, end_time }]. */
  schedule: string;
  court_id: number | null;
  owner_id: number | null;
  is_active: boolean;
  status: string;
  /** Kept equal to the count of club_members rows, in the transaction of every change. */
  member_count: number;
  avatar_file_id: number | null;
  /** The name's Vietnamese sort key (domain/src/common/collation.ts): lists sort by name on it. */
  sort_name: string;
  search_text: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ClubMembersTable {
  club_id: number;
  user_id: number;
  /** owner, admin or member. */
  role: string;
  joined_at: string;
}

export interface ClubJoinRequestsTable {
  id: Generated<number>;
  club_id: number;
  user_id: number;
  /** pending, approved or rejected. */
  status: string;
  message: string | null;
  reason: string | null;
  requested_at: string;
  processed_at: string | null;
  processed_by: number | null;
}

declare module '../../db/database' {
  interface Database {
    clubs: ClubsTable;
    club_members: ClubMembersTable;
    club_join_requests: ClubJoinRequestsTable;
  }
}
