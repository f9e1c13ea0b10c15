import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;
let viewer: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  viewer = await createUserAndLogin(app, admin, [(await createRole(app, admin, ['staticpage.view'])).id]);
});
afterAll(() => app.close());

const TERMS_VI = `<h2>1. Phạm vi</h2><p>Điều khoản áp dụng cho <strong>mọi thành viên</strong>.</p>
<table><tbody><tr><th>Gói</th><th>Phí</th></tr><tr><td>Cơ bản</td><td>100.000 ₫</td></tr></tbody></table>`;

async function createPage(payload: Record<string, unknown>) {
  const response = await call(app, admin, { method: 'POST', url: '/api/v1/static-pages', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; published: { version: number } | null };
}

describe('static page HTML', () => {
  it('neutralises known XSS payloads and keeps the editor’s markup', async () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">a</a>',
      '<a href="JaVaScRiPt:alert(1)">b</a>',
      '<a href="&#106;avascript:alert(1)">c</a>',
      '<a href=" javascript:alert(1)">d</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">e</a>',
      '<svg onload="alert(1)"><script>alert(1)</script></svg>',
      '<p style="background:url(javascript:alert(1));width:expression(alert(1))">f</p>',
      '<iframe src="https://evil.example"></iframe>',
      '<object data="x.swf"></object><embed src="x.swf">',
      '<p onclick="alert(1)" onmouseover="alert(1)">g</p>',
      '<math><mi xlink:href="javascript:alert(1)">h</mi></math>',
      '<form action="https://evil.example"><input name="p"></form>',
      '<style>body{display:none}</style>',
      '<a href="https://example.vn" target="_blank">ok</a>',
    ];
    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/static-pages/preview',
      payload: { content: `${TERMS_VI}${payloads.join('\n')}` },
    });
    const html = response.json().data.content as string;
    for (const bad of [
      '<script',
      'onerror',
      'onload',
      'onclick',
      'onmouseover',
      'javascript:',
      'data:',
      '<svg',
      'style',
      'expression(',
      '<iframe',
      '<object',
      '<embed',
      '<form',
      '<input',
      '<img',
      '<math',
      'alert(1)</',
    ])
      expect(html.toLowerCase(), bad).not.toContain(bad);
    expect(html).toContain('<table><tbody><tr><th>Gói</th>');
    expect(html).toContain(
      '<a href="https://example.vn" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
  });
});

describe('static pages', () => {
  it('checks the key in both languages and keeps it unique within a language', async () => {
    const bad = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/static-pages',
      payload: { type: 'terms', key: 'Điều khoản', language: 'vi', title: 'Điều khoản', content: TERMS_VI },
      locale: 'vi',
    });
    expect(bad.json().errors.key).toEqual(['Chỉ dùng chữ thường, chữ số và dấu gạch ngang']);
    const badEn = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/static-pages',
      payload: { type: 'terms', key: 'Terms_1', language: 'en', title: 'Terms', content: '<p>x</p>' },
    });
    expect(badEn.json().errors.key).toEqual(['Use lowercase letters, numbers and hyphens only']);
    const empty = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/static-pages',
      payload: {
        type: 'terms',
        key: 'empty',
        language: 'en',
        title: 'Empty',
        content: '<script>x</script><p> </p>',
      },
    });
    expect(empty.json().errors.content).toEqual(['This field is required']);
  });

  it('keeps the public on the published version while a draft changes; publish, compare, restore', async () => {
    const page = await createPage({
      type: 'terms',
      key: 'terms',
      language: 'vi',
      title: 'Điều khoản sử dụng',
      content: TERMS_VI,
    });
    expect(page.published).toBeNull();
    expect((await app.inject({ method: 'GET', url: '/api/v1/pages/terms?lang=vi' })).statusCode).toBe(404);

    const published = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/static-pages/${page.id}/publish`,
    });
    expect(published.json().data.published.version).toBe(1);
    const again = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/static-pages/${page.id}/publish`,
      locale: 'vi',
    });
    expect(again.json()).toMatchObject({ code: 'static_page.nothing_to_publish' });

    const draft = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/static-pages/${page.id}`,
      // type and language are not part of a draft: sent anyway, they change nothing.
      payload: {
        type: 'privacy',
        language: 'en',
        key: 'terms',
        title: 'Điều khoản sử dụng',
        content: TERMS_VI.replace('mọi thành viên', 'mọi thành viên và khách'),
        is_active: true,
      },
    });
    expect(draft.json().data).toMatchObject({ type: 'terms', language: 'vi', has_unpublished_changes: true });
    const publicView = await app.inject({ method: 'GET', url: '/api/v1/pages/terms?lang=vi' });
    expect(publicView.json().data).toMatchObject({ version: 1, is_fallback: false });
    expect(publicView.json().data.content).not.toContain('khách');

    const diff = await call(app, viewer, {
      method: 'GET',
      url: `/api/v1/static-pages/${page.id}/compare?from=1&to=draft`,
    });
    expect(diff.json().data).toMatchObject({
      added: 1,
      removed: 1,
      lines: expect.arrayContaining([
        { kind: 'removed', text: 'Điều khoản áp dụng cho mọi thành viên.' },
        { kind: 'added', text: 'Điều khoản áp dụng cho mọi thành viên và khách.' },
        { kind: 'same', text: 'Cơ bản | 100.000 ₫' },
      ]),
    });

    await call(app, admin, { method: 'POST', url: `/api/v1/static-pages/${page.id}/publish` });
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/pages/terms?lang=vi' })).json().data.content,
    ).toContain('khách');
    const restored = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/static-pages/${page.id}/versions/1/restore`,
    });
    expect(restored.json().data).toMatchObject({ published: { version: 3 }, has_unpublished_changes: false });
    const versions = await call(app, viewer, {
      method: 'GET',
      url: `/api/v1/static-pages/${page.id}/versions`,
    });
    expect(
      versions
        .json()
        .data.map((v: { version: number; restored_from: number | null }) => [v.version, v.restored_from]),
    ).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    const live = await app.inject({ method: 'GET', url: '/api/v1/pages/terms?lang=vi' });
    expect(live.json().data).toMatchObject({ version: 3 });
    expect(live.json().data.content).not.toContain('khách');
  });

  it('serves /terms as a light page in the visitor’s language, English when theirs is missing, and hides inactive pages', async () => {
    const privacy = await createPage({
      type: 'privacy',
      key: 'privacy',
      language: 'en',
      title: 'Privacy policy',
      content: '<p>We keep your data in Vietnam.</p>',
      publish: true,
    });
    const vi = await app.inject({ method: 'GET', url: '/privacy', headers: { 'accept-language': 'vi' } });
    expect(vi.statusCode).toBe(200);
    expect(vi.headers['content-type']).toContain('text/html');
    expect(vi.body).toContain('<html lang="vi">');
    expect(vi.body).toContain('Trang này chưa có bằng ngôn ngữ của bạn: đây là bản tiếng Anh.');
    expect(vi.body).toContain('We keep your data in Vietnam.');
    expect(vi.body).not.toContain('<script');
    const terms = await app.inject({ method: 'GET', url: '/terms?lang=vi' });
    expect(terms.body).toContain('<h1>Điều khoản sử dụng</h1>');
    expect(terms.body).toContain('Cơ bản');
    // Only a Vietnamese terms page is published: an English visitor reads it, told it is in Vietnamese.
    const english = await app.inject({ method: 'GET', url: '/terms', headers: { 'accept-language': 'en' } });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(
      'This page is not available in your language yet: here is the Vietnamese version.',
    );
    expect(english.body).toContain('<article lang="vi">');
    const api = await app.inject({ method: 'GET', url: '/api/v1/pages/terms?lang=en' });
    expect(api.statusCode).toBe(200);
    expect(api.json().data).toMatchObject({ language: 'vi', is_fallback: true });

    await call(app, admin, {
      method: 'PATCH',
      url: `/api/v1/static-pages/${privacy.id}/status`,
      payload: { is_active: false },
    });
    expect((await app.inject({ method: 'GET', url: '/api/v1/pages/privacy?lang=en' })).statusCode).toBe(404);
    const hidden = await app.inject({ method: 'GET', url: '/privacy?lang=en' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain('This page has not been published yet.');
  });

  it('lists with search, filters and unpublished changes, and guards every change by permission', async () => {
    const list = await call(app, viewer, {
      method: 'GET',
      url: '/api/v1/static-pages?search=dieu khoan&language=vi',
    });
    expect(list.json().data).toMatchObject([
      { key: 'terms', has_unpublished_changes: false, published_version: 3 },
    ]);
    const inactive = await call(app, viewer, { method: 'GET', url: '/api/v1/static-pages?is_active=false' });
    expect(inactive.json().data.map((page: { key: string }) => page.key)).toEqual(['privacy']);
    const create = await call(app, viewer, {
      method: 'POST',
      url: '/api/v1/static-pages',
      payload: { type: 'terms', key: 'x', language: 'en', title: 'x', content: '<p>x</p>' },
    });
    expect(create.statusCode).toBe(403);
    const preview = await call(app, viewer, {
      method: 'POST',
      url: '/api/v1/static-pages/preview',
      payload: { content: '<p>x</p>' },
    });
    expect(preview.statusCode).toBe(403);
  });
});
