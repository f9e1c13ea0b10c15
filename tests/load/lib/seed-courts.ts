/**
 * Bulk courts for benchmarks and the list profile: inserted straight into the table in batches,
 * in a few real wards, with names, addresses and search text as the server writes them.
 */
import { buildSearchText, foldForSearch, vietnameseSortKey, WEEKDAYS } from '@pickleball/domain';
import type { SeedContext } from './bench-server';
import { createRandom } from './people';

/** A few real units: [province code, ward code, ward name, province name]. */
export const PLACES: readonly [string, string, string, string][] = [
  ['79', '26743', 'Phường Bến Thành', 'Thành phố Hồ Chí Minh'],
  ['79', '26740', 'Phường Sài Gòn', 'Thành phố Hồ Chí Minh'],
  ['01', '00004', 'Phường Ba Đình', 'Thành phố Hà Nội'],
  ['48', '20242', 'Phường Hải Châu', 'Thành phố Đà Nẵng'],
];
const NAMES = ['Sân Pickleball', 'CLB Pickleball', 'Pickleball Arena', 'Sân Thể thao', 'Pickleball Center'];
const AREAS = [
  'Thảo Điền',
  'Phú Mỹ Hưng',
  'Cầu Giấy',
  'Mỹ Khê',
  'Bến Thành',
  'Tân Định',
  'Hoàn Kiếm',
  'Sơn Trà',
];

export async function seedCourts(context: SeedContext, count: number): Promise<Record<string, number>> {
  const random = createRandom(20_261_123);
  const now = Date.now();
  const hours = JSON.stringify(
    Object.fromEntries(WEEKDAYS.map((day) => [day, { closed: false, open: '06:00', close: '22:00' }])),
  );
  await context.db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
        const index = start + offset;
        const [province, ward, wardName, provinceName] = PLACES[
          index % PLACES.length
        ] as (typeof PLACES)[number];
        const name = `${NAMES[index % NAMES.length]} ${AREAS[Math.floor(random() * AREAS.length)]} ${index + 1}`;
        const createdAt = new Date(now - Math.floor(random() * 700) * 86_400_000).toISOString();
        return {
          name,
          name_key: foldForSearch(name),
          location: null,
          province_code: province,
          ward_code: ward,
          address_detail: `${index + 1} Nguyễn Huệ`,
          owner_name: 'Đỗ Minh Tuấn',
          owner_email: `owner${index}@example.com`,
          owner_phone: `09${String(10_000_000 + index).slice(-8)}`,
          number_of_courts: 1 + (index % 12),
          schedule: null,
          price_cents: 500 + (index % 40) * 50,
          description: 'Sân tiêu chuẩn, mặt sân acrylic, có đèn chiếu sáng.',
          status: index % 20 === 0 ? 'pending' : 'active',
          status_before_archive: null,
          is_active: true,
          sort_order: index % 100,
          website: null,
          social_media: '[]',
          operating_hours: hours,
          facilities: '["outdoor","lighting"]',
          amenities: index % 3 === 0 ? '["wifi","drinking_water"]' : '["drinking_water"]',
          surface_type: 'acrylic',
          parking: 'free',
          equipment_rental: index % 2 === 0,
          coaching: index % 5 === 0,
          special_notes: null,
          contact_person: null,
          emergency_contact: null,
          sort_name: vietnameseSortKey(name),
          search_text: buildSearchText([
            name,
            `${index + 1} Nguyễn Huệ`,
            'Đỗ Minh Tuấn',
            wardName,
            provinceName,
          ]),
          created_by: null,
          created_at: createdAt,
          updated_at: createdAt,
        };
      });
      await trx.insertInto('courts').values(rows).execute();
      if (context.signal.aborted) throw new Error('seed interrupted');
    }
  });
  return { courts: count };
}
