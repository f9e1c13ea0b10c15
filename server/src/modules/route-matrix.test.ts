import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserAndLogin } from '../testing/factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../testing/test-app';

/**
 * Every /api/v1 route, read from the router itself: anonymous callers get 401, and a signed-in
 * user with no permission gets 403 on every route that names one. A route added later is covered
 * without anyone remembering to add it here.
 */
let app: FastifyInstance;
let noPermissions: Session;

beforeAll(async () => {
  app = await createTestApp();
  noPermissions = await createUserAndLogin(app, await loginAsAdmin(app));
});
afterAll(() => app.close());

const samplePath = (url: string) => url.replace(/:provider/g, 'google').replace(/:[a-z_]+/g, '1');

describe('route matrix', () => {
  it('finds the routes', () => {
    const routes = app.apiRoutes.filter((route) => route.url.startsWith('/api/v1/'));
    expect(routes.length).toBeGreaterThan(30);
  });

  it('declares access on every route', () => {
    for (const route of app.apiRoutes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('answers 401 without a token on every non-public route', async () => {
    const guarded = app.apiRoutes.filter(
      (route) => route.url.startsWith('/api/v1/') && !('public' in route.access),
    );
    for (const route of guarded) {
      const response = await call(app, null, {
        method: route.method,
        url: samplePath(route.url),
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().code).toBe('auth.unauthenticated');
    }
  });

  it('answers 403 with the permission named on every route that needs one', async () => {
    const guarded = app.apiRoutes.filter(
      (route) => route.url.startsWith('/api/v1/') && 'permission' in route.access,
    );
    for (const route of guarded) {
      const response = await call(app, noPermissions, {
        method: route.method,
        url: samplePath(route.url),
        payload: {},
        locale: 'vi',
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      if ('permission' in route.access && route.access.refusal) {
        // SPEC §8 words this one apart (the payment statistics).
        expect(response.json()).toMatchObject({
          code: route.access.refusal,
          message: 'Bạn không có quyền xem thống kê thanh toán',
        });
        continue;
      }
      expect(response.json().code).toBe('permission.missing');
      expect(response.json().message).toMatch(/^Bạn không có quyền cần thiết: [a-z.-]+/);
    }
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await call(app, null, { method: 'GET', url: '/api/v1/nothing-here', locale: 'vi' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'route.not_found',
      message: 'Không tìm thấy tài nguyên: GET /api/v1/nothing-here',
    });
  });
});
