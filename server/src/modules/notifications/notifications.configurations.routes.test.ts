import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../testing/fake-smtp';
import { readMailPart } from '../../testing/mail-text';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';
import { describeWhen } from '../calendar/calendar.texts';

let app: FastifyInstance;
let admin: Session;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp();
  admin = await loginAsAdmin(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const privateKey = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });

function saveFirebase(serviceAccountJson: string, locale = 'en', projectId = 'san-thao-dien') {
  return call(app, admin, {
    method: 'PUT',
    url: '/api/v1/configurations/firebase',
    locale,
    payload: { project_id: projectId, service_account_json: serviceAccountJson },
  });
}

describe('the Firebase configuration’s key', () => {
  it('says in a sentence, in the reader’s language, why a key is refused', async () => {
    const cases: [string, string, string][] = [
      [
        '{nope',
        'en',
        'The key is not valid JSON: paste the whole .json file, from the first “{” to the last “}”.',
      ],
      [
        JSON.stringify({ type: 'authorized_user', project_id: 'san-thao-dien' }),
        'en',
        'This is not a Google service account key: its “type” is not “service_account”. Paste the whole file downloaded from the Firebase console.',
      ],
      [
        JSON.stringify({ type: 'service_account', project_id: 'san-thao-dien', private_key: privateKey() }),
        'vi',
        'Khóa thiếu trường “client_email”: hãy dán toàn bộ tệp tải từ Firebase console.',
      ],
      [
        JSON.stringify({
          type: 'service_account',
          project_id: 'san-thao-dien',
          client_email: 'push@san-thao-dien.iam.gserviceaccount.com',
          private_key: 'not a key',
        }),
        'en',
        'The key’s “private_key” is not valid: download a new key from the Firebase console.',
      ],
    ];
    for (const [json, locale, sentence] of cases) {
      const response = await saveFirebase(json, locale);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.service_account_json).toEqual([sentence]);
    }
  });

  it('accepts a key of another project than the Project ID (the page warns before saving)', async () => {
    const key = JSON.stringify({
      type: 'service_account',
      project_id: 'another-project',
      client_email: 'push@another-project.iam.gserviceaccount.com',
      private_key: privateKey(),
    });
    const response = await saveFirebase(key);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.config).toMatchObject({ project_id: 'san-thao-dien' });
  });
});

describe('the SMTP configuration’s test message', () => {
  async function sendTest(locale: string, tz?: string) {
    const before = new Date().toISOString();
    const response = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/configurations/email/test${tz ? `?tz=${encodeURIComponent(tz)}` : ''}`,
      locale,
      payload: { address: 'kiemtra@pickleball.test' },
    });
    const after = new Date().toISOString();
    expect(response.statusCode).toBe(200);
    const mail = smtp.received.at(-1);
    if (!mail) throw new Error('no mail received');
    return { text: readMailPart(mail) ?? '', before, after };
  }

  beforeAll(async () => {
    const saved = await call(app, admin, {
      method: 'PUT',
      url: '/api/v1/configurations/email',
      payload: {
        host: '127.0.0.1',
        port: smtp.port,
        encryption: 'none',
        from_address: 'no-reply@pickleball.test',
        from_name: 'Pickleball',
      },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('writes when it was sent in the reader’s language and Viet Nam’s time zone, never as raw UTC', async () => {
    const { text, before, after } = await sendTest('vi');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    const written = [
      describeWhen(before, 'Asia/Ho_Chi_Minh', 'vi'),
      describeWhen(after, 'Asia/Ho_Chi_Minh', 'vi'),
    ];
    expect(written.some((time) => text.includes(time))).toBe(true);
  });

  it('writes the time in the time zone the request names', async () => {
    const { text, before, after } = await sendTest('en', 'Europe/London');
    const written = [describeWhen(before, 'Europe/London', 'en'), describeWhen(after, 'Europe/London', 'en')];
    expect(written.some((time) => text.includes(time))).toBe(true);
    expect(text).toContain('(Europe/London)');
  });
});
