import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { startFakeSmtp } from '../../testing/fake-smtp';
import { readMailPart } from '../../testing/mail-text';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;
let editor: Session & { username: string };
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

const URL = '/api/v1/email-templates';

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({
    mail: {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      from: 'Pickleball <no-reply@pickleball.test>',
    },
  });
  admin = await loginAsAdmin(app);
  const role = await createRole(app, admin, ['email-template.view', 'email-template.edit']);
  editor = await createUserAndLogin(app, admin, [role.id], { email: 'bien.tap@pickleball.test' });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

async function templateId(key: string): Promise<number> {
  const response = await call(app, admin, { method: 'GET', url: `${URL}?search=${key}&per_page=100` });
  const found = (response.json().data as { id: number; key: string }[]).find((row) => row.key === key);
  if (!found) throw new Error(`no template ${key}`);
  return found.id;
}

describe('sending oneself a test of an e-mail template', () => {
  it('mails the saved template, in the sender’s language with its sample values, to their own address', async () => {
    const id = await templateId('court_request.rejected');
    const response = await call(app, editor, { method: 'POST', url: `${URL}/${id}/test`, locale: 'vi' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Đã gửi e-mail thử tới bien.tap@pickleball.test');
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['bien.tap@pickleball.test']);
    expect(mail?.subject).toMatch(/^\[Thử\] .*CR-2026-000123/);
    const text = mail ? readMailPart(mail) : null;
    expect(text).toContain('Nguyễn Văn An');
    expect(text).toContain('The address could not be verified.');
    expect(mail && readMailPart(mail, 'text/html')).toContain('Sân Pickleball Thảo Điền');
  });

  it('says so when the signed-in user has no e-mail address', async () => {
    const id = await templateId('account.password_reset');
    const sent = smtp.received.length;
    const response = await call(app, admin, { method: 'POST', url: `${URL}/${id}/test`, locale: 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'email_template.no_address',
      message: 'Your account has no e-mail address: add one to your profile to receive a test e-mail.',
    });
    expect(smtp.received.length).toBe(sent);
  });

  it('needs the permission to edit e-mail templates', async () => {
    const role = await createRole(app, admin, ['email-template.view']);
    const viewer = await createUserAndLogin(app, admin, [role.id]);
    const id = await templateId('account.password_reset');
    const response = await call(app, viewer, { method: 'POST', url: `${URL}/${id}/test` });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('permission.missing');
  });

  it('answers 404 for a template that does not exist', async () => {
    const response = await call(app, editor, { method: 'POST', url: `${URL}/999999/test` });
    expect(response.statusCode).toBe(404);
  });
});

describe('sending a test e-mail with no mail server', () => {
  it('says the mail server is not set up, in the reader’s language', async () => {
    const bare = await createTestApp({ mail: { port: 587, secure: false, from: 'x@pickleball.test' } });
    try {
      const bareAdmin = await loginAsAdmin(bare);
      const role = await createRole(bare, bareAdmin, ['email-template.view', 'email-template.edit']);
      const user = await createUserAndLogin(bare, bareAdmin, [role.id], {
        email: 'khong.smtp@pickleball.test',
      });
      const list = await call(bare, bareAdmin, { method: 'GET', url: `${URL}?per_page=15` });
      expect(list.statusCode).toBe(200);
      const id = (list.json().data as { id: number }[])[0]?.id;
      const response = await call(bare, user, { method: 'POST', url: `${URL}/${id}/test`, locale: 'vi' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'email_template.smtp_not_configured',
        message:
          'Chưa thiết lập máy chủ gửi thư: hãy lưu cấu hình e-mail (Cấu hình hệ thống › E-mail) trước.',
      });
    } finally {
      await bare.close();
    }
  });
});
