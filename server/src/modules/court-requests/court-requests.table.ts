import type { Generated } from 'kysely';

export interface CourtRequestsTable {
  id: Generated<number>;
  reference: string | null;
  status: string;
  /** The court's fields as the applicant entered them (JSON text of CourtRequestInput's court part). */
  data: string;
  applicant_name: string;
  applicant_email: string;
  applicant_phone: string;
  /** The language the applicant used: their e-mails are written in it. */
  locale: string;
  review_notes: string | null;
  feedback: string | null;
  created_court_id: number | null;
  /** SHA-256 of the private edit link's token (the token itself is only in the e-mail). */
  edit_token_hash: string | null;
  search_text: string;
  ip_address: string | null;
  reviewed_by: number | null;
  submitted_at: string;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CourtRequestEventsTable {
  id: Generated<number>;
  request_id: number;
  type: string;
  actor_id: number | null;
  note: string | null;
  created_at: string;
}

declare module '../../db/database' {
  interface Database {
    court_requests: CourtRequestsTable;
    court_request_events: CourtRequestEventsTable;
  }
}
