import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtPayload } from '../../testing/court-factories';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
});
afterAll(() => app.close());

const post = (payload: Record<string, unknown>, locale?: string) =>
  call(app, admin, { method: 'POST', url: '/api/v1/courts', payload, ...(locale ? { locale } : {}) });

describe('courts', () => {
  it('creates a court with every field, its place named in both languages, and audits it', async () => {
    const response = await post(courtPayload());
    expect(response.statusCode).toBe(201);
    const court = response.json().data;
    expect(court).toMatchObject({
      name: 'Sân Pickleball Bến Thành',
      province: { code: '79', name: 'Thành phố Hồ Chí Minh', name_en: 'Ho Chi Minh City' },
      ward: { code: '26743', name: 'Phường Bến Thành' },
      price_per_hour: 12.5,
      currency: 'USD',
      owner_phone: '0335550109',
      facilities: ['indoor', 'lighting', 'restrooms'],
      equipment_rental: true,
      parking: 'free',
    });
    expect(court.operating_hours.sunday).toEqual({ closed: true, open: null, close: null });
    expect(court.operating_hours.saturday).toEqual({ closed: false, open: '05:30', close: '23:00' });
    const audit = await call(app, admin, { method: 'GET', url: '/api/v1/audit?model=court&event=created' });
    expect(audit.json().meta.total).toBeGreaterThanOrEqual(1);
  });

  it('checks the form: required fields, email, phone, URL, numbers and opening hours, in both languages', async () => {
    const response = await post(
      courtPayload({
        name: '',
        owner_email: 'not-an-email',
        owner_phone: '12',
        website: 'javascript:alert(1)',
        number_of_courts: 0,
        price_per_hour: 12.345,
        operating_hours: {
          ...courtPayload().operating_hours,
          monday: { closed: false, open: '22:00', close: '06:00' },
        },
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: ['This field is required'],
      owner_email: ['Enter a valid email address, like name@example.com'],
      owner_phone: ['Enter a valid phone number'],
      website: ['Enter a valid URL'],
      number_of_courts: ['Must be at least 1'],
      price_per_hour: ['Use at most two decimals'],
      'operating_hours.monday.close': ['Closing time must be after opening time'],
    });
    const vi = await post(
      courtPayload({ operating_hours: { ...courtPayload().operating_hours, friday: { open: '6h' } } }),
      'vi',
    );
    expect(vi.json().errors['operating_hours.friday.open']).toEqual(['Nhập giờ theo dạng HH:MM (24 giờ)']);
  });

  it('refuses a ward outside the province, and an unknown province', async () => {
    const wrongWard = await post(courtPayload({ province_code: '01', ward_code: '26743' }));
    expect(wrongWard.json().errors.ward_code).toEqual(['This value is not valid']);
    const unknown = await post(courtPayload({ province_code: '99' }));
    expect(unknown.json().errors.province_code).toEqual(['This value is not valid']);
  });

  it('searches without diacritics, filters by province, surface and amenity, and sorts', async () => {
    await post(
      courtPayload({
        name: 'Sân Cầu Giấy',
        province_code: '01',
        ward_code: '00004',
        surface_type: 'concrete',
        amenities: ['cafe'],
        sort_order: 5,
      }),
    );
    const list = async (query: string) =>
      (await call(app, admin, { method: 'GET', url: `/api/v1/courts?${query}` })).json();
    expect((await list('search=san cau giay')).data.map((c: { name: string }) => c.name)).toEqual([
      'Sân Cầu Giấy',
    ]);
    expect((await list('search=ba dinh')).data.map((c: { name: string }) => c.name)).toEqual([
      'Sân Cầu Giấy',
    ]);
    expect((await list('province_code=01')).meta.total).toBe(1);
    expect((await list('surface_type=concrete&amenity=cafe')).meta.total).toBe(1);
    expect(
      (await list('amenity=wifi')).data.every((c: { amenities: string[] }) => c.amenities.includes('wifi')),
    ).toBe(true);
    const sorted = (await list('sort=-sort_order')).data.map((c: { sort_order: number }) => c.sort_order);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  });

  it('archives and restores to the status the court had', async () => {
    const court = (await post(courtPayload({ name: 'Sân tạm', status: 'pending' }))).json().data;
    const archived = await call(app, admin, { method: 'POST', url: `/api/v1/courts/${court.id}/archive` });
    expect(archived.json().data.status).toBe('archived');
    expect(
      (await call(app, admin, { method: 'POST', url: `/api/v1/courts/${court.id}/archive` })).statusCode,
    ).toBe(409);
    const restored = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/courts/${court.id}/restore`,
      locale: 'vi',
    });
    expect(restored.json()).toMatchObject({ data: { status: 'pending' }, message: 'Đã khôi phục sân' });
  });

  it('exports the filtered list with formula cells neutralised', async () => {
    await post(courtPayload({ name: '=HYPERLINK("http://evil")', ward_code: '26740' }));
    const csv = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/courts/export?format=csv&search=hyperlink',
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    // Statuses in the reader's language, times in their time zone.
    const vi = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/courts/export?format=csv&search=hyperlink&tz=Asia%2FHo_Chi_Minh',
      locale: 'vi',
    });
    const row = vi.body.split('\r\n')[1] ?? '';
    expect(row).not.toMatch(/,(active|pending|inactive),/);
    expect(row).toMatch(/,(Đang hoạt động|Chờ duyệt|Ngừng hoạt động),/);
    expect(row).toMatch(/\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}/);
  });

  it('counts courts by status, and needs court.view', async () => {
    const stats = (await call(app, admin, { method: 'GET', url: '/api/v1/courts/stats' })).json().data;
    expect(stats.total).toBeGreaterThanOrEqual(3);
    expect(stats.provinces).toBe(2);
    const role = await createRole(app, admin, ['match.view']);
    const outsider = await createUserAndLogin(app, admin, [role.id]);
    expect((await call(app, outsider, { method: 'GET', url: '/api/v1/courts' })).statusCode).toBe(403);
  });
});
