import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtPayload } from '../../../testing/court-factories';
import { multipartFile } from '../../../testing/multipart';
import { call, createTestApp, loginAsAdmin, type Session } from '../../../testing/test-app';

let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
});
afterAll(() => app.close());

const HEADER = [
  'Court name',
  'Province or city',
  'Ward, commune or special zone',
  'Owner name',
  'Owner phone',
  'Number of courts',
  'Surface type',
  'Monday',
  'Amenities',
];

/** A real .xlsx written by ExcelJS: a header and these rows. */
async function xlsx(rows: (string | number)[][], header = HEADER): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Courts');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A real .xls (BIFF8) written by SheetJS. */
function xls(rows: (string | number)[][]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Courts');
  return XLSX.write(workbook, { bookType: 'xls', type: 'buffer' }) as Buffer;
}

function upload(path: string, file: Buffer, filename = 'courts.xlsx', locale?: string) {
  const { payload, headers } = multipartFile(filename, file);
  return call(app, admin, {
    method: 'POST',
    url: `/api/v1/courts/${path}`,
    payload,
    headers,
    ...(locale ? { locale } : {}),
  });
}

const row = (name: string, overrides: Partial<Record<number, string | number>> = {}) => {
  const base: (string | number)[] = [
    name,
    'Thành phố Hồ Chí Minh',
    'Phường Bến Thành',
    'Đỗ Minh Tuấn',
    '0335550109',
    4,
    'Acrylic',
    '06:00-22:00',
    'Wi-Fi, cafe',
  ];
  for (const [index, value] of Object.entries(overrides)) base[Number(index)] = value as string | number;
  return base;
};

describe('court import', () => {
  it('downloads a template in the user language, with lists and an explanation sheet', async () => {
    const response = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/courts/import/template',
      locale: 'vi',
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [courts, help, lists] = workbook.worksheets;
    expect(courts?.name).toBe('Sân');
    expect(courts?.getRow(1).getCell(1).value).toBe('Tên sân *');
    expect(courts?.getRow(2).getCell(1).value).toBe('Sân Pickleball Bến Thành');
    expect(help?.name).toBe('Hướng dẫn');
    expect(lists?.state).toBe('veryHidden');
    expect(lists?.getColumn(1).values.filter(Boolean)).toHaveLength(34);
    const validations = (
      courts as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }
    ).dataValidations.model;
    // Read back cell by cell: the province column offers the 34 provinces of the hidden list.
    expect(validations.B2?.formulae[0]).toBe("'Danh sách'!$A$1:$A$34");
    expect(validations.B1001?.formulae[0]).toBe("'Danh sách'!$A$1:$A$34");
    // The template imports as it is.
    const preview = await upload('import/preview', response.rawPayload);
    expect(preview.json().data.totals).toMatchObject({ rows: 1, create: 1, error: 0 });
  });

  it('previews rows with per-cell errors, reading addresses without diacritics and old provinces', async () => {
    const file = await xlsx([
      row('Sân Một'),
      row('San Hai', { 1: 'thanh pho ho chi minh', 2: 'phuong ben thanh' }),
      row('Sân Ba', { 1: 'Bình Dương', 2: 'Phường Thủ Dầu Một' }),
      row('', { 4: 'abc', 5: 'bốn', 7: '22:00-06:00' }),
      row('Sân Năm', { 1: 'Atlantis' }),
    ]);
    const response = await upload('import/preview', file);
    expect(response.statusCode).toBe(200);
    const { rows, totals } = response.json().data;
    expect(totals).toEqual({ rows: 5, create: 3, update: 0, skip: 0, error: 2 });
    expect(rows[1]).toMatchObject({
      row: 3,
      action: 'create',
      address_note: 'phuong ben thanh, thanh pho ho chi minh read as Phường Bến Thành, Thành phố Hồ Chí Minh',
    });
    expect(rows[2].address_note).toBe('Bình Dương (before 2025) → Thành phố Hồ Chí Minh');
    expect(rows[3]).toMatchObject({ row: 5, action: 'error' });
    expect(rows[3].errors).toMatchObject({
      name: ['This field is required'],
      owner_phone: ['Enter a valid phone number'],
      number_of_courts: ['Must be a valid number'],
      monday: ['Closing time must be after opening time'],
    });
    expect(rows[0].address_note).toBe('matches: Phường Bến Thành, Thành phố Hồ Chí Minh');
    expect(rows[4].errors.province).toEqual(['“Atlantis” is not a province or city of Viet Nam']);
    expect(
      (await call(app, admin, { method: 'GET', url: '/api/v1/courts?search=san mot' })).json().meta.total,
    ).toBe(0);
  });

  it('names an unknown ward or province and suggests the nearest, in the reader’s language', async () => {
    const file = await xlsx([
      row('Sân Sáu', { 2: 'Phuong Ben Tanh' }),
      row('Sân Bảy', { 2: 'Phường Hoàn Kiếm Xyz' }),
      row('Sân Tám', { 1: 'Thanh pho Ho Chi Mihn' }),
    ]);
    const english = (await upload('import/preview', file)).json().data.rows;
    expect(english[0].errors.ward).toEqual([
      '“Phuong Ben Tanh” is not a ward or commune of Thành phố Hồ Chí Minh',
      'Did you mean “Phường Bến Thành”?',
    ]);
    expect(english[1].errors.ward).toEqual([
      '“Phường Hoàn Kiếm Xyz” is not a ward or commune of Thành phố Hồ Chí Minh',
    ]);
    expect(english[2].errors.province).toEqual([
      '“Thanh pho Ho Chi Mihn” is not a province or city of Viet Nam',
      'Did you mean “Thành phố Hồ Chí Minh”?',
    ]);
    const vietnamese = (await upload('import/preview', file, 'courts.xlsx', 'vi')).json().data.rows;
    expect(vietnamese[0].errors.ward).toEqual([
      '“Phuong Ben Tanh” không phải phường, xã của Thành phố Hồ Chí Minh',
      'Có phải ý bạn là “Phường Bến Thành”?',
    ]);
  });

  it('leaves the address check empty when address validation is off', async () => {
    const file = await xlsx([row('Sân Chín')]);
    const response = await upload('import/preview?auto_validate_addresses=false', file);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.rows[0].address_note).toBeNull();
  });

  it('imports valid rows and reports the rest; duplicates follow the chosen option', async () => {
    const file = await xlsx([row('Sân Phú Nhuận'), row('Sân Gò Vấp', { 3: 'Lê Văn Tám' }), row('', {})]);
    const first = await upload('import?mode=skip_duplicates', file);
    expect(first.json().data).toMatchObject({ created: 2, updated: 0, totals: { create: 2, error: 1 } });
    expect(first.json().message).toBe('Import finished: 2 created, 0 updated');
    const found = await call(app, admin, { method: 'GET', url: '/api/v1/courts?search=phu nhuan' });
    expect(found.json().data[0]).toMatchObject({
      name: 'Sân Phú Nhuận',
      amenities: ['wifi', 'cafe'],
      surface_type: 'acrylic',
    });

    // Again: the same rows are duplicates (same name in the same ward).
    const skipped = await upload('import?mode=skip_duplicates', file);
    expect(skipped.json().data).toMatchObject({ created: 0, totals: { skip: 2 } });
    const refused = await upload('import/preview?mode=create_only', file);
    expect(refused.json().data.rows[0].errors.name[0]).toMatch(/^Same court as existing court #\d+$/);
    const renamed = await xlsx([row('SAN PHU NHUAN', { 3: 'Chủ mới', 5: 6 })]);
    const updated = await upload('import?mode=update_existing', renamed);
    expect(updated.json().data).toMatchObject({ created: 0, updated: 1 });
    const court = (await call(app, admin, { method: 'GET', url: '/api/v1/courts?search=phu nhuan' })).json()
      .data[0];
    expect(court).toMatchObject({ owner_name: 'Chủ mới', number_of_courts: 6 });
    // Two rows of one file describing the same court: the second is a duplicate of the first.
    const twice = await upload('import/preview', await xlsx([row('Sân Mới'), row('san moi')]));
    expect(twice.json().data.rows[1]).toMatchObject({
      action: 'skip',
      errors: { name: ['Same court as row 2 of this file'] },
    });
  });

  it('reads .xls files too', async () => {
    const response = await upload('import/preview', xls([row('Sân Thảo Điền')]), 'courts.xls');
    expect(response.json().data.totals).toMatchObject({ rows: 1, create: 1 });
  });

  it("answers SPEC §8's messages for a missing file, a wrong type, too large and too many rows", async () => {
    const none = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/courts/import/preview',
      payload: {},
    });
    expect(none.json().errors.file).toEqual(['Please select a file to import']);
    const text = await upload('import/preview', Buffer.from('name,province\nSân,HCM'), 'courts.xlsx');
    expect(text.json().errors.file).toEqual(['Invalid file format, upload an Excel file']);
    const big = await upload('import/preview', Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'courts.xlsx', 'vi');
    expect(big.json().errors.file).toEqual(['Kích thước tệp vượt quá giới hạn tối đa 10MB']);
    const many = await upload(
      'import/preview',
      await xlsx(Array.from({ length: 1_001 }, (_, i) => row(`Sân ${i}`))),
    );
    expect(many.json().errors.file).toEqual(['The file has more than 1,000 records']);
  });

  it('refuses a zip bomb before unpacking it', async () => {
    // A real .xlsx whose directory claims a part unpacks to 200 MB.
    const file = await xlsx([row('Sân')]);
    const bomb = Buffer.from(file);
    for (let offset = bomb.length - 22; offset >= 0; offset -= 1)
      if (bomb.readUInt32LE(offset) === 0x06054b50) {
        const directory = bomb.readUInt32LE(offset + 16);
        bomb.writeUInt32LE(200 * 1024 * 1024, directory + 24);
        break;
      }
    const response = await upload('import/preview', bomb);
    expect(response.json().errors.file).toEqual(['File size exceeds the maximum limit of 10MB']);
  });

  it('downloads the summary as a report with formula cells neutralised', async () => {
    const preview = await upload('import/preview', await xlsx([row('=1+1', { 4: 'x' })]));
    const report = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/courts/import/report',
      payload: preview.json().data,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(2).getCell(2).value).toBe("'=1+1");
    expect(String(sheet?.getRow(2).getCell(4).value)).toContain('Owner phone: Enter a valid phone number');
    void courtPayload;
  });
});
