/**
 * Court requests as rows and as the API answers them: the applicant's fields split from the
 * court's, the search text, and a row with its history as a CourtRequest.
 */
import {
  buildSearchText,
  type CourtRequest,
  type CourtRequestEventType,
  type CourtRequestInput,
  type CourtRequestStatus,
  isRequestUrgent,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { toIso, toIsoOrNull } from '../../db/dialect';
import { type CourtData, checkPlace, toCourtData, toCourtDataValues } from '../courts/courts.mapper';
import { type CourtRequestRow, listRequestEvents } from './court-requests.repository';

export function splitInput(input: CourtRequestInput): {
  data: CourtData;
  applicant: { name: string; email: string; phone: string };
} {
  const { applicant_name, applicant_email, applicant_phone, company_website: _honeypot, ...data } = input;
  return { data, applicant: { name: applicant_name, email: applicant_email, phone: applicant_phone } };
}

export function searchText(
  data: CourtData,
  applicant: { name: string; email: string; phone: string },
  reference: string | null,
) {
  const { province, ward } = checkPlace(data);
  return buildSearchText([
    reference,
    data.name,
    applicant.name,
    applicant.email,
    applicant.phone,
    province.name,
    ward.name,
  ]);
}

export function toRequestData(row: CourtRequestRow): CourtData {
  return JSON.parse(row.data) as CourtData;
}

export async function toCourtRequest(db: Db, row: CourtRequestRow): Promise<CourtRequest> {
  const events = await listRequestEvents(db, row.id);
  return {
    id: row.id,
    reference: row.reference ?? '',
    status: row.status as CourtRequestStatus,
    urgent: isRequestUrgent(toIso(row.submitted_at), row.status),
    court: toCourtData(toCourtDataValues(toRequestData(row))),
    applicant: { name: row.applicant_name, email: row.applicant_email, phone: row.applicant_phone },
    locale: row.locale === 'vi' ? 'vi' : 'en',
    review_notes: row.review_notes,
    feedback: row.feedback,
    created_court_id: row.created_court_id,
    events: events.map((event) => ({
      id: event.id,
      type: event.type as CourtRequestEventType,
      actor:
        event.actor_id !== null && event.actor_name ? { id: event.actor_id, name: event.actor_name } : null,
      note: event.note,
      created_at: toIso(event.created_at),
    })),
    submitted_at: toIso(row.submitted_at),
    reviewed_at: toIsoOrNull(row.reviewed_at),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
