/**
 * Demo courts for `npm run seed:demo`, in real wards after the 2025 reform, and two public
 * registration requests waiting for review (one of them urgent). Idempotent by name.
 */
import { CourtInputSchema, CourtRequestInputSchema } from '@pickleball/domain';
import type { Db } from '../db/database';
import { nowIso } from '../db/dialect';
import { toCourtDataValues } from '../modules/courts/courts.mapper';
import { insertCourt } from '../modules/courts/courts.repository';

const open = (from: string, to: string) => ({ closed: false, open: from, close: to });
const WEEK = {
  monday: open('05:30', '22:00'),
  tuesday: open('05:30', '22:00'),
  wednesday: open('05:30', '22:00'),
  thursday: open('05:30', '22:00'),
  friday: open('05:30', '22:00'),
  saturday: open('05:00', '23:00'),
  sunday: open('05:00', '23:00'),
};

const DEMO_COURTS = [
  {
    name: 'Sân Pickleball Phú Mỹ Hưng',
    province_code: '79',
    ward_code: '27487',
    address_detail: '15 Nguyễn Lương Bằng',
    owner_name: 'Đỗ Minh Tuấn',
    owner_phone: '0335550109',
    owner_email: 'tuan.do@gmail.com',
    number_of_courts: 6,
    price_per_hour: 12,
    surface_type: 'acrylic',
    facilities: ['outdoor', 'lighting', 'restrooms'],
    amenities: ['drinking_water', 'cafe'],
    parking: 'free',
    equipment_rental: true,
    coaching: true,
    operating_hours: WEEK,
  },
  {
    name: 'Nhà thi đấu Pickleball Cầu Giấy',
    province_code: '01',
    ward_code: '00166',
    address_detail: '35 Trần Duy Hưng',
    owner_name: 'Dương Văn Khánh',
    owner_phone: '0335550111',
    number_of_courts: 4,
    price_per_hour: 15,
    surface_type: 'sport_tile',
    facilities: ['indoor', 'lighting', 'showers', 'locker_room'],
    amenities: ['wifi', 'air_conditioning', 'pro_shop'],
    parking: 'paid',
    equipment_rental: true,
    operating_hours: WEEK,
  },
  {
    name: 'Mỹ Khê Beach Pickleball',
    province_code: '48',
    ward_code: '20275',
    address_detail: 'Võ Nguyên Giáp',
    owner_name: 'John Smith',
    owner_phone: '0905123456',
    owner_email: 'john.smith@example.com',
    number_of_courts: 3,
    price_per_hour: 8.5,
    surface_type: 'concrete',
    facilities: ['outdoor'],
    amenities: ['drinking_water'],
    status: 'pending',
  },
];

const DEMO_REQUESTS = [
  {
    name: 'Sân Pickleball Thủ Dầu Một',
    province_code: '79',
    ward_code: '25747',
    owner_name: 'Ngô Thanh Hương',
    owner_phone: '0335550110',
    number_of_courts: 2,
    applicant_name: 'Ngô Thanh Hương',
    applicant_email: 'huong.ngo@gmail.com',
    applicant_phone: '0335550110',
    daysAgo: 9,
  },
  {
    name: 'Pickleball Hồ Tây',
    province_code: '01',
    ward_code: '00103',
    owner_name: 'Lý Thị Mai',
    owner_phone: '0335550112',
    number_of_courts: 5,
    applicant_name: 'Lý Thị Mai',
    applicant_email: 'mai.ly@gmail.com',
    applicant_phone: '0335550112',
    daysAgo: 1,
  },
];

export async function seedDemoCourts(db: Db): Promise<number> {
  let created = 0;
  for (const demo of DEMO_COURTS) {
    if (await db.selectFrom('courts').select('id').where('name', '=', demo.name).executeTakeFirst()) continue;
    const input = CourtInputSchema.parse(demo);
    const now = nowIso();
    await insertCourt(db, {
      ...toCourtDataValues(input),
      status: input.status,
      status_before_archive: null,
      is_active: input.is_active,
      sort_order: created,
      created_by: null,
      created_at: now,
      updated_at: now,
    });
    created += 1;
  }
  for (const { daysAgo, ...demo } of DEMO_REQUESTS) {
    const input = CourtRequestInputSchema.parse(demo);
    const { applicant_name, applicant_email, applicant_phone, company_website: _honeypot, ...data } = input;
    const exists = await db
      .selectFrom('court_requests')
      .select('id')
      .where('applicant_email', '=', applicant_email)
      .executeTakeFirst();
    if (exists) continue;
    const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    const { search_text } = toCourtDataValues(data);
    const { id } = await db
      .insertInto('court_requests')
      .values({
        reference: null,
        status: 'pending',
        data: JSON.stringify(data),
        applicant_name,
        applicant_email,
        applicant_phone,
        locale: 'vi',
        review_notes: null,
        feedback: null,
        created_court_id: null,
        edit_token_hash: null,
        search_text,
        ip_address: null,
        reviewed_by: null,
        submitted_at: at,
        reviewed_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reference = `CR-${at.slice(0, 4)}-${String(id).padStart(6, '0')}`;
    await db
      .updateTable('court_requests')
      .set({ reference, search_text: `${reference.toLowerCase()} ${search_text}` })
      .where('id', '=', id)
      .execute();
    await db
      .insertInto('court_request_events')
      .values({ request_id: id, type: 'submitted', actor_id: null, note: null, created_at: at })
      .execute();
    created += 1;
  }
  return created;
}
