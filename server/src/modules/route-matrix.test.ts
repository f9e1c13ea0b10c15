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

const PUBLIC_ROUTES: readonly string[] = [
  // the load balancer
  'GET /api/health',
  // sign-in: which social providers are on
  'GET /api/v1/auth/providers',
  'GET /api/v1/auth/social/:provider',
  'GET /api/v1/auth/social/:provider/callback',
  // a calendar feed, by its secret file name
  'GET /api/v1/calendar/feed/:file',
  // stored files, by unguessable id
  'GET /api/v1/calendar/files/:uuid/:name',
  'GET /api/v1/chat-files/:uuid/:name',
  // the applicant's private link
  'GET /api/v1/court-requests/edit/:token',
  'GET /api/v1/files/:uuid/:name',
  // the registration form
  'GET /api/v1/geo/countries',
  'GET /api/v1/geo/provinces',
  'GET /api/v1/geo/provinces/:code/wards',
  // eSMS's signed delivery report
  'GET /api/v1/notifications/reports/esms/:id/:signature',
  // published static pages
  'GET /api/v1/pages/:key',
  // gateways' signed calls (VNPay IPN)
  'GET /api/v1/payments/webhooks/:key',
  // spectators
  'GET /api/v1/public/scoreboard/:id',
  'GET /api/v1/public/tournaments',
  'GET /api/v1/public/tournaments/:id',
  'GET /api/v1/public/tournaments/:id/bracket',
  // Apple's relay
  'POST /api/v1/apple/credential',
  // signing in and out
  'POST /api/v1/auth/forgot-password',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/refresh',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/reset-password',
  'POST /api/v1/auth/verify-email',
  // the court-registration form
  'POST /api/v1/court-requests',
  'POST /api/v1/facebook/credential',
  'POST /api/v1/google/credential',
  'POST /api/v1/payments/webhooks/:key',
  'PUT /api/v1/court-requests/edit/:token',
];

const samplePath = (url: string) => url.replace(/:provider/g, 'google').replace(/:[a-z_]+/g, '1');

describe('route matrix', () => {
  it('finds the routes', () => {
    const routes = app.apiRoutes.filter((route) => route.url.startsWith('/api/v1/'));
    expect(routes.length).toBeGreaterThan(30);
  });

  it('opens to anonymous callers only the routes meant to be public', () => {
    // Making a route public is a decision: it is written here, so that a slip in a route's
    // declaration cannot open it unnoticed.
    const open = app.apiRoutes
      .filter((route) => 'public' in route.access)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(open).toEqual([...PUBLIC_ROUTES].sort());
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
