import { SYSTEM_EMAIL_KEYS } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed';
import { courtPayload } from '../../testing/court-factories';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { startFakeSmtp } from '../../testing/fake-smtp';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';
import { renderEmail } from './email-templates.system';

let app: FastifyInstance;
let admin: Session;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({
    mail: {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      from: 'Pickleball <no-reply@pickleball.test>',
    },
    publicUrl: 'https://pickleball.example.vn',
  });
  admin = await loginAsAdmin(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const URL = '/api/v1/email-templates';

interface Template {
  id: number;
  key: string;
  name: string;
  is_system: boolean;
  is_active: boolean;
  translations: {
    en: { subject: string; html: string; text: string | null };
    vi: { subject: string; html: string; text: string | null } | null;
  };
  variables: { name: string; description: string | null; sample: string | null }[];
}

async function systemTemplate(key: string): Promise<Template> {
  const response = await call(app, admin, { method: 'GET', url: `${URL}?search=${key}&per_page=100` });
  const found = (response.json().data as Template[]).find((template) => template.key === key);
  if (!found) throw new Error(`no template ${key}`);
  return found;
}

const inputOf = (template: Template, overrides: Record<string, unknown> = {}) => ({
  name: template.name,
  key: template.key,
  translations: template.translations,
  variables: template.variables,
  is_active: template.is_active,
  ...overrides,
});

const customPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Chào mừng thành viên mới',
  key: `welcome.${Math.random().toString(36).slice(2, 8)}`,
  translations: {
    en: {
      subject: 'Welcome, {{ name }}',
      html: '<p>Welcome to <strong>{{ club }}</strong>, {{ name }}!</p>',
    },
    vi: {
      subject: 'Chào mừng {{ name }}',
      html: '<p>Chào mừng {{ name }} đến với <strong>{{ club }}</strong>!</p>',
      text: 'Chào mừng {{ name }} đến với {{ club }}!',
    },
  },
  variables: [{ name: 'name', sample: 'Trần Thị Bình' }, { name: 'club' }],
  ...overrides,
});

describe('system e-mail templates', () => {
  it('exist from the start, one per product e-mail, with today’s texts as Liquid and their variables', async () => {
    const response = await call(app, admin, { method: 'GET', url: `${URL}?per_page=100` });
    const templates = response.json().data as Template[];
    expect(
      templates
        .filter((template) => template.is_system)
        .map((template) => template.key)
        .sort(),
    ).toEqual([...SYSTEM_EMAIL_KEYS].sort());
    const changes = await systemTemplate('court_request.changes_requested');
    expect(changes.variables.map((variable) => variable.name)).toEqual([
      'name',
      'reference',
      'court',
      'feedback',
      'link',
    ]);
    expect(changes.translations.en.subject).toBe(
      'Changes needed for your court registration {{ reference }}',
    );
    expect(changes.translations.vi?.html).toContain('<p>Xin chào {{ name }},</p>');
    expect(changes.translations.en.html).toContain('<a href="{{ link }}">{{ link }}</a>');
    expect(changes.translations.en.text).toContain('please make these changes:\n\n{{ feedback }}\n\n');
  });

  it('keep their key and cannot be deleted; their texts save as they are', async () => {
    const reset = await systemTemplate('account.password_reset');
    const renamed = await call(app, admin, {
      method: 'PUT',
      url: `${URL}/${reset.id}`,
      payload: inputOf(reset, { key: 'account.password_forgotten' }),
      locale: 'vi',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('template.system_key');
    const deleted = await call(app, admin, { method: 'DELETE', url: `${URL}/${reset.id}` });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({ code: 'template.system_key' });

    const saved = await call(app, admin, {
      method: 'PUT',
      url: `${URL}/${reset.id}`,
      // The variables' names stay the product's: an extra one is not added, a sample is kept.
      payload: inputOf(reset, {
        variables: [{ name: 'name', sample: 'Lê Văn Cường' }, { name: 'extra' }],
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.variables.map((variable: { name: string }) => variable.name)).toEqual([
      'name',
      'link',
      'minutes',
    ]);
    expect(saved.json().data.variables[0].sample).toBe('Lê Văn Cường');
    const usesExtra = await call(app, admin, {
      method: 'PUT',
      url: `${URL}/${reset.id}`,
      payload: inputOf(reset, {
        translations: { ...reset.translations, en: { ...reset.translations.en, subject: 'Hi {{ extra }}' } },
        variables: [...reset.variables, { name: 'extra' }],
      }),
    });
    expect(usesExtra.json().errors).toEqual({
      'translations.en.subject': ['Unknown variable: extra. Declare it in the variables first'],
    });
  });

  it('are seeded again only where missing: a staff edit survives a restart', async () => {
    const approved = await systemTemplate('court_request.approved');
    await call(app, admin, {
      method: 'PUT',
      url: `${URL}/${approved.id}`,
      payload: inputOf(approved, { name: 'Sân đã duyệt (sửa)' }),
    });
    await app.services.db.deleteFrom('email_templates').where('key', '=', 'court_request.rejected').execute();
    await seedCatalogue(app.services.db);
    await seedCatalogue(app.services.db);
    expect((await systemTemplate('court_request.approved')).name).toBe('Sân đã duyệt (sửa)');
    expect((await systemTemplate('court_request.rejected')).is_system).toBe(true);
  });
});

describe('product e-mails', () => {
  let address = 0;
  const submit = (locale: string) => {
    address += 1;
    const { status: _s, is_active: _a, sort_order: _o, ...court } = courtPayload();
    return app.inject({
      method: 'POST',
      url: '/api/v1/court-requests',
      payload: {
        ...court,
        name: 'Sân Rạch Miễu <VIP>',
        applicant_name: 'Phạm Thu Hà',
        applicant_email: `ha.pham${address}@example.com`,
        applicant_phone: '0335550111',
      },
      headers: { 'accept-language': locale },
      remoteAddress: `10.9.0.${address}`,
    });
  };
  const queuedTo = async (to: string) => {
    const jobs = await app.services.db
      .selectFrom('jobs')
      .select('payload')
      .where('type', '=', 'mail.send')
      .execute();
    return jobs
      .map((job) => JSON.parse(job.payload) as { to: string; subject: string; text: string; html: string })
      .filter((mail) => mail.to === to);
  };

  it('are written from the edited template, in Vietnamese for a request made in Vietnamese', async () => {
    const received = await systemTemplate('court_request.received');
    const edited = await call(app, admin, {
      method: 'PUT',
      url: `${URL}/${received.id}`,
      payload: inputOf(received, {
        translations: {
          en: { subject: 'Got it: {{ reference }}', html: '<p>Thanks {{ name }}</p>', text: null },
          vi: {
            subject: 'Đã nhận hồ sơ {{ reference }} — {{ court }}',
            html: '<p>Cảm ơn {{ name }} đã đăng ký <b>{{ court }}</b>.</p><p><a href="{{ link }}">Theo dõi</a></p>',
            text: null,
          },
        },
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const response = await submit('vi');
    expect(response.statusCode).toBe(201);
    const { reference } = response.json().data;
    await app.services.jobs.runDue();
    const delivered = smtp.received.at(-1);
    expect(delivered?.to).toEqual([`ha.pham${address}@example.com`]);
    expect(delivered?.subject).toBe(`Đã nhận hồ sơ ${reference} — Sân Rạch Miễu <VIP>`);
    const [mail] = await queuedTo(`ha.pham${address}@example.com`);
    expect(mail?.html).toMatch(
      /^<p>Cảm ơn Phạm Thu Hà đã đăng ký <b>Sân Rạch Miễu &lt;VIP&gt;<\/b>.<\/p><p><a href="https:\/\/pickleball\.example\.vn\/register-court\/edit\/[\w-]+">Theo dõi<\/a><\/p>$/,
    );
    expect(mail?.text).toMatch(
      /^Cảm ơn Phạm Thu Hà đã đăng ký Sân Rạch Miễu <VIP>\.\n\nTheo dõi \(https:\/\/pickleball\.example\.vn\/register-court\/edit\/[\w-]+\)$/,
    );

    const english = await submit('en');
    await app.services.jobs.runDue();
    expect(smtp.received.at(-1)?.subject).toBe(`Got it: ${english.json().data.reference}`);
  });

  it('fall back to the built-in texts when the template is switched off', async () => {
    const approved = await systemTemplate('court_request.approved');
    await call(app, admin, {
      method: 'PUT',
      url: `${URL}/${approved.id}`,
      payload: inputOf(approved, {
        translations: { en: { subject: 'Edited {{ court }}', html: '<p>Edited</p>' }, vi: null },
        is_active: false,
      }),
    });
    const mail = await renderEmail(app.services.db, 'court_request.approved', 'vi', {
      name: 'An',
      court: 'Sân A',
      reference: 'CR-1',
    });
    expect(mail.subject).toBe('Sân Sân A của bạn đã được duyệt (CR-1)');
    expect(mail.text).toContain('Tin vui: Sân A đã được duyệt');
    expect(mail.html).toContain('<p>Xin chào An,</p>');
  });

  it('keep a multi-line reason readable and escaped in the HTML', async () => {
    const mail = await renderEmail(app.services.db, 'court_request.rejected', 'en', {
      name: 'An',
      court: 'Sân A',
      reference: 'CR-2',
      reason: 'Line <one>\nLine two',
    });
    expect(mail.html).toContain('<p>Line &lt;one&gt;<br />\nLine two</p>');
    expect(mail.text).toContain('Line <one>\nLine two');
  });
});

describe('custom e-mail templates', () => {
  it('are created with a unique key, previewed, updated, searched and deleted', async () => {
    const payload = customPayload();
    const created = await call(app, admin, { method: 'POST', url: URL, payload });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json().data as Template;
    expect(template).toMatchObject({ key: payload.key, is_system: false, is_active: true });
    expect(template.translations.en.text).toBeNull();

    const duplicate = await call(app, admin, { method: 'POST', url: URL, payload, locale: 'vi' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ key: ['Tên này đã được sử dụng'] });

    const search = await call(app, admin, { method: 'GET', url: `${URL}?search=chao%20MUNG%20thanh%20vien` });
    expect(search.json().data.map((row: Template) => row.id)).toEqual([template.id]);
    const byKey = await call(app, admin, {
      method: 'GET',
      url: `${URL}?search=${payload.key}&is_active=true`,
    });
    expect(byKey.json().meta.total).toBe(1);

    const updated = await call(app, admin, {
      method: 'PUT',
      url: `${URL}/${template.id}`,
      payload: { ...payload, key: `${payload.key}.v2`, is_active: false },
    });
    expect(updated.json()).toMatchObject({
      message: 'E-mail template updated',
      data: { key: `${payload.key}.v2`, is_active: false },
    });
    const deleted = await call(app, admin, { method: 'DELETE', url: `${URL}/${template.id}`, locale: 'vi' });
    expect(deleted.json()).toEqual({ message: 'Đã xóa mẫu email' });
    const audit = await app.services.db
      .selectFrom('audit_logs')
      .select('event')
      .where('model', '=', 'email_template')
      .where('record_id', '=', String(template.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.event)).toEqual(['created', 'updated', 'deleted']);
  });

  it('refuse undeclared variables and unreadable texts, keyed by field', async () => {
    const response = await call(app, admin, {
      method: 'POST',
      url: URL,
      payload: customPayload({
        translations: {
          en: { subject: 'Hi {{ nam }}', html: '<p>{% for %}</p>' },
          vi: { subject: 'Chào', html: '<p>Chào</p>', text: '{{ club }} {{ city }}' },
        },
      }),
      locale: 'vi',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors['translations.en.subject']).toEqual([
      'Biến không xác định: nam. Hãy khai báo nó trong danh sách biến trước',
    ]);
    expect(errors['translations.en.html'][0]).toMatch(/^Không đọc được mẫu: /);
    expect(errors['translations.vi.text']).toEqual([
      'Biến không xác định: city. Hãy khai báo nó trong danh sách biến trước',
    ]);
  });

  it('preview escaped and sanitised HTML in both languages, with the text part that would be sent', async () => {
    const response = await call(app, admin, {
      method: 'POST',
      url: `${URL}/preview`,
      payload: {
        translations: {
          en: {
            subject: 'For {{ name }}',
            html: '<p onclick="x()">Hi {{ name }}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://x.example/a.png" onerror="alert(1)">',
          },
        },
        variables: [{ name: 'name', sample: 'Bình' }],
        data: { name: '<b>Hà</b>' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      en: {
        subject: 'For <b>Hà</b>',
        html: '<p>Hi &lt;b&gt;Hà&lt;/b&gt;</p><a>x</a><img src="https://x.example/a.png" />',
        text: 'Hi <b>Hà</b>\n\nx',
      },
      vi: {
        subject: 'For <b>Hà</b>',
        html: '<p>Hi &lt;b&gt;Hà&lt;/b&gt;</p><a>x</a><img src="https://x.example/a.png" />',
        text: 'Hi <b>Hà</b>\n\nx',
      },
      vi_fallback: true,
    });
  });

  it('answer 403 to those without the permission', async () => {
    const viewerRole = await createRole(app, admin, ['email-template.view']);
    const viewer = await createUserAndLogin(app, admin, [viewerRole.id]);
    expect((await call(app, viewer, { method: 'GET', url: URL })).statusCode).toBe(200);
    const created = await call(app, viewer, {
      method: 'POST',
      url: URL,
      payload: customPayload(),
      locale: 'vi',
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe('Bạn không có quyền cần thiết: email-template.create');
    const reset = await systemTemplate('account.password_reset');
    const edited = await call(app, viewer, {
      method: 'PUT',
      url: `${URL}/${reset.id}`,
      payload: inputOf(reset),
    });
    expect(edited.statusCode).toBe(403);
    const nobody = await createUserAndLogin(app, admin);
    expect((await call(app, nobody, { method: 'GET', url: URL })).statusCode).toBe(403);
  });
});
