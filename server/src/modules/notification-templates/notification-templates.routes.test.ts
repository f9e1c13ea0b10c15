import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
});
afterAll(() => app.close());

const URL = '/api/v1/notification-templates';

const templatePayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nhắc lịch thi đấu',
  type: 'in_app',
  category: 'match',
  translations: {
    en: {
      subject: 'Your match at {{ court }}',
      content: 'Hello {{ name }}, your match starts at {{ time }}.',
    },
    vi: {
      subject: 'Trận đấu tại {{ court }}',
      content: 'Xin chào {{ name }}, trận đấu bắt đầu lúc {{ time }}.',
    },
  },
  variables: [
    { name: 'name', description: 'Player name', sample: 'Nguyễn Văn An' },
    { name: 'court', sample: 'Sân Thảo Điền' },
    { name: 'time' },
  ],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call(app, admin, { method: 'POST', url: URL, payload: templatePayload(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; name: string };
}

describe('notification templates', () => {
  it('creates, reads, updates and deletes a template, auditing each change', async () => {
    const created = await call(app, admin, {
      method: 'POST',
      url: URL,
      payload: templatePayload(),
      locale: 'vi',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Đã tạo mẫu thông báo');
    const template = created.json().data;
    expect(template).toMatchObject({
      name: 'Nhắc lịch thi đấu',
      type: 'in_app',
      category: 'match',
      is_active: true,
      zns_template_id: null,
      translations: {
        en: { subject: 'Your match at {{ court }}' },
        vi: { content: 'Xin chào {{ name }}, trận đấu bắt đầu lúc {{ time }}.' },
      },
      variables: [
        { name: 'name', description: 'Player name', sample: 'Nguyễn Văn An' },
        { name: 'court', description: null, sample: 'Sân Thảo Điền' },
        { name: 'time', description: null, sample: null },
      ],
    });

    const read = await call(app, admin, { method: 'GET', url: `${URL}/${template.id}` });
    expect(read.json().data).toEqual(template);

    const updated = await call(app, admin, {
      method: 'PUT',
      url: `${URL}/${template.id}`,
      payload: templatePayload({
        name: 'Match reminder',
        translations: { en: { content: 'Hi {{ name }}' }, vi: null },
        is_active: false,
      }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Notification template updated',
      data: { name: 'Match reminder', is_active: false, translations: { en: { subject: null }, vi: null } },
    });

    const deleted = await call(app, admin, { method: 'DELETE', url: `${URL}/${template.id}` });
    expect(deleted.json()).toEqual({ message: 'Notification template deleted' });
    expect((await call(app, admin, { method: 'GET', url: `${URL}/${template.id}` })).statusCode).toBe(404);

    const audit = await app.services.db
      .selectFrom('audit_logs')
      .select('event')
      .where('model', '=', 'notification_template')
      .where('record_id', '=', String(template.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.event)).toEqual(['created', 'updated', 'deleted']);
  });

  it('refuses a text that reads an undeclared variable, naming it and the field, in the caller’s language', async () => {
    const payload = templatePayload({
      translations: {
        en: { content: 'Hello {{ nmae }}' },
        vi: { subject: 'Trận tại {{ venue }}', content: 'Xin chào {{ name }}' },
      },
    });
    const en = await call(app, admin, { method: 'POST', url: URL, payload });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      code: 'validation_failed',
      errors: {
        'translations.en.content': ['Unknown variable: nmae. Declare it in the variables first'],
        'translations.vi.subject': ['Unknown variable: venue. Declare it in the variables first'],
      },
    });
    const vi = await call(app, admin, { method: 'POST', url: URL, payload, locale: 'vi' });
    expect(vi.json().errors['translations.en.content']).toEqual([
      'Biến không xác định: nmae. Hãy khai báo nó trong danh sách biến trước',
    ]);
  });

  it('refuses a text that does not parse, and fields the schema refuses', async () => {
    const syntax = await call(app, admin, {
      method: 'POST',
      url: URL,
      payload: templatePayload({ translations: { en: { content: 'Hello {% if name %}' } } }),
      locale: 'vi',
    });
    expect(syntax.statusCode).toBe(422);
    expect(syntax.json().errors['translations.en.content'][0]).toMatch(/^Không đọc được mẫu: .+/);

    const include = await call(app, admin, {
      method: 'POST',
      url: URL,
      payload: templatePayload({ translations: { en: { content: '{% include "secrets" %}' } } }),
    });
    expect(include.json().errors['translations.en.content'][0]).toMatch(
      /^The template cannot be read: .*include/,
    );

    const invalid = await call(app, admin, {
      method: 'POST',
      url: URL,
      payload: {
        ...templatePayload({
          type: 'pigeon',
          variables: [{ name: 'Bad Name' }, { name: 'x' }, { name: 'x' }],
        }),
        translations: { en: { content: '' } },
      },
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual([
      'translations.en.content',
      'type',
      'variables.0.name',
      'variables.2.name',
    ]);
  });

  it('lists with a search that ignores case and accents, filters, sorts and pages', async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    await create({ name: `Đặt sân thành công ${tag}`, type: 'email', category: 'payment' });
    await create({ name: `Khuyến mãi cuối tuần ${tag}`, type: 'sms', category: 'promotion' });
    await create({
      name: `Chúc mừng sinh nhật ${tag}`,
      type: 'sms',
      category: 'promotion',
      is_active: false,
    });

    const list = async (query: string) => {
      const response = await call(app, admin, { method: 'GET', url: `${URL}?search=${tag}&${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { name: string }[]; meta: Record<string, number> };
    };
    expect((await list('')).data.map((row) => row.name)).toEqual([
      `Chúc mừng sinh nhật ${tag}`,
      `Đặt sân thành công ${tag}`,
      `Khuyến mãi cuối tuần ${tag}`,
    ]);
    const folded = await call(app, admin, {
      method: 'GET',
      url: `${URL}?search=${encodeURIComponent(`SAN THANH CONG ${tag}`)}`,
    });
    expect(folded.json().data.map((row: { name: string }) => row.name)).toEqual([
      `Đặt sân thành công ${tag}`,
    ]);
    expect((await list('type=sms&is_active=true')).data.map((row) => row.name)).toEqual([
      `Khuyến mãi cuối tuần ${tag}`,
    ]);
    expect((await list('category=promotion&sort=-name')).data.map((row) => row.name)).toEqual([
      `Khuyến mãi cuối tuần ${tag}`,
      `Chúc mừng sinh nhật ${tag}`,
    ]);
    const paged = await list('per_page=10&page=1&sort=-created_at');
    expect(paged.meta).toEqual({
      page: 1,
      per_page: 10,
      total: 3,
      last_page: 1,
      total_is_estimate: false,
      next_cursor: null,
    });
    const refused = await call(app, admin, { method: 'GET', url: `${URL}?type=pigeon&sort=colour` });
    expect(Object.keys(refused.json().errors).sort()).toEqual(['sort', 'type']);
  });

  it('accepts a name of 100 characters, and sorts it in Vietnamese order', async () => {
    const name = `Ưu đãi ${'Đặng Thị Ngọc Ánh '.repeat(6)}`.slice(0, 100);
    const template = await create({ name });
    expect(template.name).toBe(name.trim());
  });

  it('previews both languages with the data, else the samples, else [name]; flags a missing Vietnamese text', async () => {
    const preview = await call(app, admin, {
      method: 'POST',
      url: `${URL}/preview`,
      payload: {
        translations: templatePayload().translations,
        variables: templatePayload().variables,
        data: { court: 'Sân <Rạch Miễu>' },
      },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({
      en: {
        subject: 'Your match at Sân <Rạch Miễu>',
        content: 'Hello Nguyễn Văn An, your match starts at [time].',
      },
      vi: {
        subject: 'Trận đấu tại Sân <Rạch Miễu>',
        content: 'Xin chào Nguyễn Văn An, trận đấu bắt đầu lúc [time].',
      },
      vi_fallback: false,
    });

    const englishOnly = await call(app, admin, {
      method: 'POST',
      url: `${URL}/preview`,
      payload: {
        translations: { en: { content: 'Hi {{ name }}' } },
        variables: [{ name: 'name' }],
        data: {},
      },
    });
    expect(englishOnly.json().data).toEqual({
      en: { subject: null, content: 'Hi [name]' },
      vi: { subject: null, content: 'Hi [name]' },
      vi_fallback: true,
    });

    const unknown = await call(app, admin, {
      method: 'POST',
      url: `${URL}/preview`,
      payload: { translations: { en: { content: 'Hi {{ who }}' } }, variables: [], data: {} },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      'translations.en.content': ['Unknown variable: who. Declare it in the variables first'],
    });
  });

  it('refuses to delete a template while a notification still to go out uses it', async () => {
    const template = await create();
    const now = nowIso();
    const { id: notificationId } = await app.services.db
      .insertInto('notifications')
      .values({
        type: 'in_app',
        category: 'match',
        priority: 'normal',
        template_id: template.id,
        subject: null,
        content: null,
        data: '{}',
        link: null,
        channels: '["in_app"]',
        recipient_type: 'all_users',
        recipients: '{}',
        status: 'pending',
        scheduled_at: null,
        sent_at: null,
        cancelled_at: null,
        fanout_done: false,
        created_by: null,
        metadata: '{}',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await call(app, admin, { method: 'DELETE', url: `${URL}/${template.id}`, locale: 'vi' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'template.in_use' });

    await app.services.db
      .updateTable('notifications')
      .set({ status: 'sent' })
      .where('id', '=', notificationId)
      .execute();
    expect((await call(app, admin, { method: 'DELETE', url: `${URL}/${template.id}` })).statusCode).toBe(200);
  });

  it('lets viewers read and preview, but only holders of create and edit change templates', async () => {
    const template = await create();
    const viewerRole = await createRole(app, admin, ['notification.templates.view']);
    const viewer = await createUserAndLogin(app, admin, [viewerRole.id]);
    expect((await call(app, viewer, { method: 'GET', url: URL })).statusCode).toBe(200);
    expect((await call(app, viewer, { method: 'GET', url: `${URL}/${template.id}` })).statusCode).toBe(200);
    const preview = await call(app, viewer, {
      method: 'POST',
      url: `${URL}/preview`,
      payload: { translations: { en: { content: 'Hi' } }, data: {} },
    });
    expect(preview.statusCode).toBe(200);
    for (const request of [
      { method: 'POST' as const, url: URL, payload: templatePayload() },
      { method: 'PUT' as const, url: `${URL}/${template.id}`, payload: templatePayload() },
      { method: 'DELETE' as const, url: `${URL}/${template.id}` },
    ]) {
      const response = await call(app, viewer, { ...request, locale: 'vi' });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json().code).toBe('permission.missing');
    }
    const creatorRole = await createRole(app, admin, ['notification.templates.create']);
    const creator = await createUserAndLogin(app, admin, [creatorRole.id]);
    expect(
      (await call(app, creator, { method: 'POST', url: URL, payload: templatePayload() })).statusCode,
    ).toBe(201);
    expect(
      (await call(app, creator, { method: 'PUT', url: `${URL}/${template.id}`, payload: templatePayload() }))
        .statusCode,
    ).toBe(403);
  });
});

describe('renderNotificationTemplate', () => {
  it('renders the recipient’s language, English where Vietnamese is missing, and nothing for an inactive template', async () => {
    const { renderNotificationTemplate } = await import('./notification-templates.service');
    const both = await create({ zns_template_id: '231456', type: 'zalo_zns' });
    const data = { name: 'Lan', court: 'Sân 1', time: '18:00' };
    expect(await renderNotificationTemplate(app.services.db, both.id, 'vi', data)).toEqual({
      subject: 'Trận đấu tại Sân 1',
      content: 'Xin chào Lan, trận đấu bắt đầu lúc 18:00.',
      zns_template_id: '231456',
      type: 'zalo_zns',
    });
    const english = await create({ translations: { en: { content: 'Hello {{ name }}' } } });
    expect(await renderNotificationTemplate(app.services.db, english.id, 'vi', data)).toMatchObject({
      subject: null,
      content: 'Hello Lan',
    });
    const inactive = await create({ is_active: false });
    expect(await renderNotificationTemplate(app.services.db, inactive.id, 'en', data)).toBeNull();
    expect(await renderNotificationTemplate(app.services.db, 999_999, 'en', data)).toBeNull();
  });
});
