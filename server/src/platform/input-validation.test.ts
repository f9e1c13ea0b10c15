import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtPayload } from '../testing/court-factories';
import { multipartFile } from '../testing/multipart';
import { call, createTestApp, loginAsAdmin, type Session } from '../testing/test-app';

/** What the API refuses before any service sees it, in both languages. */
let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
});
afterAll(() => app.close());

describe('an enum field', () => {
  it('lists its options in the message of a body field, in English and Vietnamese', async () => {
    const add = (locale: string) =>
      call(app, admin, {
        method: 'POST',
        url: '/api/v1/clubs/1/members',
        payload: { user_id: 18, role: 'owner' },
        locale,
      });
    const en = await add('en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.role).toEqual(['Choose one of: admin, member']);
    expect((await add('vi')).json().errors.role).toEqual(['Chọn một trong các giá trị: admin, member']);
  });

  it('lists its options in the message of a query parameter, in English and Vietnamese', async () => {
    const list = (locale: string) =>
      call(app, admin, { method: 'GET', url: '/api/v1/matches?discipline=triples', locale });
    const en = await list('en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.discipline).toEqual(['Choose one of: singles, doubles']);
    expect((await list('vi')).json().errors.discipline).toEqual([
      'Chọn một trong các giá trị: singles, doubles',
    ]);
  });
});

describe('numbers as the schema says', () => {
  const createCourt = (overrides: Record<string, unknown>, locale = 'en') =>
    call(app, admin, { method: 'POST', url: '/api/v1/courts', payload: courtPayload(overrides), locale });

  it('refuses a boolean or a string where a JSON body wants a number, in English and Vietnamese', async () => {
    for (const number_of_courts of [true, '5', '0x5', '']) {
      const response = await createCourt({ number_of_courts });
      expect(response.statusCode, JSON.stringify(number_of_courts)).toBe(422);
      expect(response.json().errors).toEqual({ number_of_courts: ['Must be a valid number'] });
    }
    const vi = await createCourt({ price_per_hour: '12.5', sort_order: false }, 'vi');
    expect(vi.json().errors).toEqual({
      price_per_hour: ['Phải là một số hợp lệ'],
      sort_order: ['Phải là một số hợp lệ'],
    });
    const created = await createCourt({ number_of_courts: 5 });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.number_of_courts).toBe(5);
  });

  it('refuses an id written as a string in a JSON body, and still reports the other fields', async () => {
    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/users',
      payload: { name: 'An', username: 'an.nguyen', roles: ['1'], password: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['roles.0']).toEqual(['Must be a valid number']);
    expect(response.json().errors.password).toBeDefined();
  });

  it('finds a record only by its id in canonical decimal; any other spelling is a 422 on the id', async () => {
    const get = (id: string, locale = 'en') =>
      call(app, admin, { method: 'GET', url: `/api/v1/users/${id}`, locale });
    expect((await get('1')).statusCode).toBe(200);
    expect((await get('999999')).statusCode).toBe(404);
    for (const id of ['0x1', '1e0', '+1', '01', '1.0', '%201', 'abc']) {
      const response = await get(id);
      expect(response.statusCode, id).toBe(422);
      expect(response.json().errors, id).toEqual({ id: ['Must be a valid number'] });
    }
    expect((await get('0x1', 'vi')).json().errors).toEqual({ id: ['Phải là một số hợp lệ'] });
    expect((await get('0')).json().errors).toEqual({ id: ['Must be at least 1'] });
    // The limit is Number.MAX_SAFE_INTEGER, however the language groups its digits.
    expect((await get('9007199254740993')).json().errors.id).toContainEqual(
      expect.stringMatching(/^Cannot exceed 9\D?007\D?199\D?254\D?740\D?991$/),
    );
  });

  it('reads numbers in a query string only in canonical decimal', async () => {
    const list = (query: string) => call(app, admin, { method: 'GET', url: `/api/v1/users?${query}` });
    expect((await list('page=1&per_page=10')).statusCode).toBe(200);
    for (const query of ['page=0x1', 'page=1e0', 'page=+1', 'page=01', 'per_page=%2010', 'page=']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(422);
      expect(Object.values(response.json().errors).flat(), query).toContain('Must be a valid number');
    }
  });
});

describe('text as people meant it', () => {
  const createCourt = (overrides: Record<string, unknown>, locale = 'en') =>
    call(app, admin, { method: 'POST', url: '/api/v1/courts', payload: courtPayload(overrides), locale });
  const REFUSED_EN =
    'This text contains hidden control or text-direction characters: type it again or paste it as plain text';
  const REFUSED_VI =
    'Nội dung có ký tự điều khiển hoặc ký tự đổi hướng văn bản bị ẩn: hãy gõ lại hoặc dán dưới dạng văn bản thuần';

  it('refuses a name holding NUL, ESC, a line break or a bidi override, in English and Vietnamese', async () => {
    for (const name of [
      'Sân\u0000 A',
      'Sân \u001b[31mA',
      'Sân\nA',
      'Sân \u202Egnp.exe',
      'Sân \u2066A\u2069',
      'Sân\u0085A',
    ]) {
      const response = await createCourt({ name });
      expect(response.statusCode, JSON.stringify(name)).toBe(422);
      expect(response.json().errors, JSON.stringify(name)).toEqual({ name: [REFUSED_EN] });
    }
    const vi = await createCourt({ name: 'Sân \u202EA', description: 'Mô tả\u0000' }, 'vi');
    expect(vi.json().errors).toEqual({ name: [REFUSED_VI], description: [REFUSED_VI] });
  });

  it('stores names without zero-width characters or BOM, composed (NFC), and keeps line breaks in a description', async () => {
    const nfd = 'Nguyễn'.normalize('NFD');
    expect(nfd).not.toBe('Nguyễn');
    const response = await createCourt({
      name: `\uFEFFSân\u200B ${nfd}`,
      owner_name: `${nfd}\u200D Văn An`,
      description: 'Dòng một\r\nDòng hai\tcó tab',
    });
    expect(response.statusCode, response.body).toBe(201);
    const court = response.json().data;
    expect(court.name).toBe('Sân Nguyễn');
    expect(court.owner_name).toBe('Nguyễn Văn An');
    expect(court.description).toBe('Dòng một\nDòng hai\tcó tab');
    const found = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/courts?search=${encodeURIComponent(`${nfd}\u200B`)}`,
    });
    expect(found.json().data.map((row: { id: number }) => row.id)).toContain(court.id);
  });

  it('refuses a bidi override in a query string', async () => {
    const response = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/courts?search=${encodeURIComponent('a\u202Eb')}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ search: [REFUSED_EN] });
  });
});

describe('text in an imported spreadsheet', () => {
  it('follows the same rules as the API: bidi overrides refused, invisible characters dropped, NFC', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Courts');
    sheet.addRow([
      'Court name',
      'Province or city',
      'Ward, commune or special zone',
      'Owner name',
      'Owner phone',
      'Number of courts',
    ]);
    const place = ['Thành phố Hồ Chí Minh', 'Phường Bến Thành'];
    sheet.addRow(['Sân \u202Egnp.exe', ...place, 'Đỗ Minh Tuấn', '0335550109', 4]);
    sheet.addRow([
      `\uFEFFSân\u200B Bãi ${'Nguyễn'.normalize('NFD')}`,
      ...place,
      'Đỗ Minh Tuấn',
      '0335550109',
      4,
    ]);
    const { payload, headers } = multipartFile('courts.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/courts/import/preview',
      payload,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [refused, cleaned] = response.json().data.rows;
    expect(refused).toMatchObject({
      action: 'error',
      errors: {
        name: [
          'This text contains hidden control or text-direction characters: type it again or paste it as plain text',
        ],
      },
    });
    expect(cleaned).toMatchObject({ action: 'create', name: 'Sân Bãi Nguyễn' });
  });
});
