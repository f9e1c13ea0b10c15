/**
 * The list endpoints the list profile (profile-lists.ts) measures, each with the requests staff
 * make of it: the first page, a search, a filter, a sort, a deep page and, where the list hands
 * one out, the cursor that continues from that deep page. Lists that live under a record (a
 * club's members) use the first record their parent list returns, and are skipped without one.
 */
import type { FastifyInstance } from 'fastify';

export interface ProfileVariant {
  name: string;
  path: string;
}

export interface ProfileTarget {
  label: string;
  variants(app: FastifyInstance, token: string): Promise<ProfileVariant[]>;
}

async function getJson(app: FastifyInstance, token: string, path: string): Promise<unknown> {
  const response = await app.inject({
    method: 'GET',
    url: path,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200)
    throw new Error(`${path} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  return response.json();
}

/** The cursor continuing from a page, when the list hands one out (after issue 19). */
async function cursorAfter(app: FastifyInstance, token: string, path: string): Promise<string | undefined> {
  const body = (await getJson(app, token, path)) as { meta?: { next_cursor?: string | null } };
  return body.meta?.next_cursor ?? undefined;
}

/** The id of the first record a list returns. */
async function firstId(app: FastifyInstance, token: string, path: string): Promise<number | undefined> {
  const body = (await getJson(app, token, path)) as { data?: { id: number }[] };
  return body.data?.[0]?.id;
}

/** Fixed variants plus, for the deep page, its cursor variant. */
function list(label: string, base: string, variants: Record<string, string>, deep?: string): ProfileTarget {
  return {
    label,
    async variants(app, token) {
      const result = Object.entries(variants).map(([name, query]) => ({
        name,
        path: query ? `${base}?${query}` : base,
      }));
      if (deep) {
        const path = `${base}?${deep}`;
        result.push({ name: 'deep page', path });
        const cursor = await cursorAfter(app, token, path);
        if (cursor) {
          const perPage = /per_page=(\d+)/.exec(deep)?.[1] ?? '15';
          result.push({
            name: 'deep cursor',
            path: `${base}?per_page=${perPage}&cursor=${encodeURIComponent(cursor)}`,
          });
        }
      }
      return result;
    },
  };
}

function subList(label: string, parent: string, path: (id: number) => string): ProfileTarget {
  return {
    label,
    async variants(app, token) {
      const id = await firstId(app, token, parent);
      return id === undefined ? [] : [{ name: 'first page', path: path(id) }];
    },
  };
}

export const PROFILE_TARGETS: ProfileTarget[] = [
  list(
    'GET /users',
    '/api/v1/users',
    {
      'first page 100': 'page=1&per_page=100',
      'search nguyen': 'search=nguyen',
      'search rare': 'search=0912000',
      inactive: 'is_active=false',
      'role staff': 'role=staff',
      'sort name': 'sort=name',
    },
    'page=5000&per_page=15',
  ),
  list(
    'GET /courts',
    '/api/v1/courts',
    {
      'first page': 'per_page=25',
      'search+amenity': 'search=thao%20dien&amenity=wifi&per_page=25',
      'search rare': 'search=12345%20nguyen',
      'status pending': 'status=pending',
      'sort name': 'sort=name',
    },
    'page=1000&per_page=25',
  ),
  list(
    'GET /matches',
    '/api/v1/matches',
    {
      'first page': '',
      'search nguyen': 'search=nguyen',
      'status disputed': 'status=disputed',
      'sort event': 'sort=event',
    },
    'page=3000&per_page=15',
  ),
  list('GET /roles', '/api/v1/roles', {
    'first page': '',
    search: 'search=adm',
    'sort holders': 'sort=-users_count',
  }),
  list('GET /permissions', '/api/v1/permissions', { 'first page': '', search: 'search=user' }),
  list('GET /audit', '/api/v1/audit', { 'first page': '', search: 'search=admin' }),
  list('GET /tasks', '/api/v1/tasks', { 'first page': '', search: 'search=san' }),
  list('GET /rankpoints', '/api/v1/rankpoints', { 'first page': '', search: 'search=nguyen' }),
  list(
    'GET /rankpoints/leaderboard',
    '/api/v1/rankpoints/leaderboard',
    {
      'first page': '',
      singles: 'match_type=singles',
      'search nguyen': 'search=nguyen',
      'search rare': 'search=0912000',
      province: 'province_code=79',
      'women 35-49': 'gender=female&age_band=35_49',
    },
    'page=2000&per_page=25',
  ),
  list('GET /static-pages', '/api/v1/static-pages', { 'first page': '' }),
  list('GET /chats', '/api/v1/chats', { 'first page': '' }),
  list('GET /clubs', '/api/v1/clubs', { 'first page': '', search: 'search=club' }),
  list('GET /notification-providers', '/api/v1/notification-providers', { 'first page': '' }),
  list('GET /notifications', '/api/v1/notifications', { 'first page': '' }),
  list('GET /match-sessions', '/api/v1/match-sessions', { 'first page': '' }),
  list('GET /notification-templates', '/api/v1/notification-templates', { 'first page': '' }),
  list('GET /email-templates', '/api/v1/email-templates', { 'first page': '' }),
  list('GET /court-requests', '/api/v1/court-requests', { 'first page': '' }),
  list('GET /payments/transactions', '/api/v1/payments/transactions', { 'first page': '' }),
  list('GET /me/payments', '/api/v1/me/payments', { 'first page': '' }),
  list('GET /payments/gateways', '/api/v1/payments/gateways', { 'first page': '' }),
  list('GET /inbox', '/api/v1/inbox', { 'first page': '' }),
  list('GET /devices', '/api/v1/devices', { 'first page': '' }),
  list('GET /calendar/meetings', '/api/v1/calendar/meetings', { 'first page': '' }),
  list('GET /tournaments', '/api/v1/tournaments', { 'first page': '' }),
  list('GET /public/tournaments', '/api/v1/public/tournaments', { 'first page': '' }),
  subList('GET /clubs/:id/members', '/api/v1/clubs', (id) => `/api/v1/clubs/${id}/members`),
  subList('GET /clubs/:id/join-requests', '/api/v1/clubs', (id) => `/api/v1/clubs/${id}/join-requests`),
  subList('GET /chats/:id/members', '/api/v1/chats', (id) => `/api/v1/chats/${id}/members`),
  subList(
    'GET /notifications/:id/deliveries',
    '/api/v1/notifications',
    (id) => `/api/v1/notifications/${id}/deliveries`,
  ),
  subList(
    'GET /tournaments/:id/registrations',
    '/api/v1/tournaments',
    (id) => `/api/v1/tournaments/${id}/registrations`,
  ),
];
