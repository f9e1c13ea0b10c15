import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAsAdmin, type Session } from '../testing/test-app';

let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
});
afterAll(() => app.close());

const UPLOAD_URLS = [
  '/api/v1/uploads/images?purpose=club_avatar',
  '/api/v1/courts/import/preview',
  '/api/v1/courts/import',
];
const boundary = '----pickleballcut';
const MALFORMED: Record<string, { payload: string; contentType: string }> = {
  'no boundary': { payload: 'plain text', contentType: 'multipart/form-data' },
  'a part cut short': {
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  },
  'a JSON body': { payload: '{"file":"a.xlsx"}', contentType: `multipart/form-data; boundary=${boundary}` },
  'a JSON body without boundary': { payload: '{"file":"a.xlsx"}', contentType: 'multipart/form-data' },
};

describe('a malformed multipart body', () => {
  for (const url of UPLOAD_URLS)
    for (const [name, { payload, contentType }] of Object.entries(MALFORMED))
      it(`answers 400 upload.malformed to ${name} on ${url.split('?')[0]}`, async () => {
        const response = await call(app, admin, {
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': contentType },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'upload.malformed',
          message:
            'The upload could not be read: the form data is malformed or incomplete. Choose the file and send it again',
        });
      });

  it('says so in Vietnamese', async () => {
    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/courts/import/preview',
      payload: 'plain text',
      headers: { 'content-type': 'multipart/form-data' },
      locale: 'vi',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Không đọc được dữ liệu tải lên: dữ liệu biểu mẫu bị lỗi hoặc không đầy đủ. Vui lòng chọn lại tệp và gửi lại',
    );
  });
});
