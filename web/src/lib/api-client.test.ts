import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthSession } from '@pickleball/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import commonEn from '../../../locales/en/common.json';
import errorsEn from '../../../locales/en/errors.json';
import { type ApiClient, type ApiClientDependencies, ApiError, createApiClient } from './api-client';
import { createSessionStore, type KeyValueStorage, type SessionStore } from './session-store';
import {
  createProgressFetch,
  parseResponseHeaders,
  type UploadProgress,
  type XhrLike,
} from './upload-transport';

/**
 * The API client's rules (SPEC §7, §8) against a real HTTP server on loopback: every request the
 * client makes is seen as the server sees it, and the answers are real HTTP answers.
 */

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin: string;
let handler: Handler;
let seen: SeenRequest[];
const openResponses = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      openResponses.add(response);
      response.on('close', () => openResponses.delete(response));
      handler(request, body, response);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of openResponses) response.destroy();
  // fetch keeps connections alive; without this, close waits for them to time out.
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** i18next's lookup and {{interpolation}} over the real English catalog. */
function translate(key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path = ''] = key.split(':');
  const catalog = namespace === 'errors' ? errorsEn : namespace === 'common' ? commonEn : null;
  if (!catalog) return key;
  let node: unknown = catalog;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = typeof node === 'string' ? node : key;
  return message.replace(/{{\s*(\w+)\s*}}/g, (_match, name: string) => String(values[name] ?? ''));
}

/** The Web Locks API as tabs of one browser share it: one holder per name, the others wait in turn. */
function createTabLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(task, task);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
let tabLocks = createTabLocks();

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const MINUTE = 60_000;
const NOW = Date.parse('2026-11-22T10:00:00Z');

function sessionAnswer(suffix: string, expiresInMs = 15 * MINUTE): AuthSession {
  return {
    access_token: `access-${suffix}`,
    refresh_token: `refresh-${suffix}`,
    token_type: 'Bearer',
    // Every token lives 15 minutes; `expiresInMs` says how much of that is left.
    expires_in: 15 * 60,
    expires_at: new Date(NOW + expiresInMs).toISOString(),
    user: {
      id: 1,
      name: 'Nguyễn Văn An',
      email: null,
      username: 'an.nguyen',
      phone: null,
      is_active: true,
      email_verified: false,
      email_verified_at: null,
      last_login_at: null,
      roles: [],
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      permissions: ['user.view'],
    },
    permissions: ['user.view'],
  };
}

let session: SessionStore;
let path: string;
let navigations: string[];
let toasts: { type: string; title: string; description?: string }[];
let warnings: unknown[][];
/** Files the client saved, read back once it has (a blob reads asynchronously). */
let saving: Promise<{ filename: string; text: string }>[];
const savedFiles = () => Promise.all(saving);
let client: ApiClient;

function makeClient(overrides: Partial<ApiClientDependencies> = {}): ApiClient {
  return createApiClient({
    fetch: (input, init) => fetch(input, init),
    origin,
    session,
    now: () => NOW,
    currentPath: () => path,
    navigate: (to) => {
      navigations.push(to);
      path = to;
    },
    notify: (toast) => void toasts.push(toast),
    translate,
    locale: () => 'vi',
    timeZone: () => 'Asia/Ho_Chi_Minh',
    withSharedLock: tabLocks.request,
    warn: (...message) => void warnings.push(message),
    saveFile: (blob, filename) => {
      saving.push(blob.text().then((text) => ({ filename, text })));
    },
    timeoutMs: 30_000,
    ...overrides,
  });
}

/** Signs the store in with a token that ends `expiresInMs` after NOW. */
function signIn(expiresInMs: number) {
  session.setSession(sessionAnswer('old', expiresInMs));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  seen = [];
  tabLocks = createTabLocks();
  session = createSessionStore(memoryStorage());
  path = '/users';
  navigations = [];
  toasts = [];
  warnings = [];
  saving = [];
  handler = (_request, _body, response) => json(response, 200, { data: { ok: true } });
  client = makeClient();
});

afterEach(() => {
  for (const response of openResponses) response.destroy();
});

describe('requests (SPEC §7)', () => {
  it('send JSON, X-Requested-With, the locale and the Bearer token, and no CSRF token (bearer tokens are not sent by browsers on their own)', async () => {
    signIn(15 * MINUTE);
    const answer = await client.post<{ data: { ok: boolean } }>('/roles', { name: 'coach' });
    expect(answer).toEqual({ data: { ok: true } });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v1/roles');
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: 'coach' });
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'accept-language': 'vi',
      authorization: 'Bearer access-old',
    });
  });

  it('put the query in the URL, leaving out empty values, and send no JSON type without a body', async () => {
    await client.get('/users', {
      query: { page: 2, search: 'nguyễn', status: undefined, role: null, q: '' },
    });
    await client.delete('/users/5');
    expect(seen.map((request) => request.url)).toEqual([
      '/api/v1/users?page=2&search=nguy%E1%BB%85n',
      '/api/v1/users/5',
    ]);
    expect(seen[1]?.headers['content-type']).toBeUndefined();
  });
});

describe('token refresh (SPEC §7: within 5 minutes of the end)', () => {
  beforeEach(() => {
    handler = (request, body, response) => {
      if (request.url === '/api/v1/auth/refresh') {
        expect(JSON.parse(body)).toEqual({ refresh_token: 'refresh-old' });
        // Slow enough that the other calls arrive while it runs.
        setTimeout(() => json(response, 200, { data: sessionAnswer('new') }), 50);
        return;
      }
      json(response, 200, { data: { auth: request.headers.authorization } });
    };
  });

  it('leaves a token with more than 5 minutes to live alone', async () => {
    signIn(5 * MINUTE + 1_000);
    await client.get('/users');
    expect(seen.map((request) => request.url)).toEqual(['/api/v1/users']);
    expect(seen[0]?.headers.authorization).toBe('Bearer access-old');
  });

  it('refreshes a token within 5 minutes of its end before the call, and the call uses the new one', async () => {
    signIn(4 * MINUTE);
    const answer = await client.get<{ data: { auth: string } }>('/users');
    expect(seen.map((request) => request.url)).toEqual(['/api/v1/auth/refresh', '/api/v1/users']);
    expect(answer.data.auth).toBe('Bearer access-new');
    expect(session.getSnapshot().tokens).toEqual({
      accessToken: 'access-new',
      refreshToken: 'refresh-new',
      expiresAt: NOW + 15 * MINUTE,
      lifetimeMs: 15 * MINUTE,
    });
  });

  it('refreshes an already expired token too (the refresh token outlives it)', async () => {
    signIn(-MINUTE);
    await client.get('/users');
    expect(seen[0]?.url).toBe('/api/v1/auth/refresh');
  });

  it('runs one refresh at a time: calls made meanwhile wait for it', async () => {
    signIn(MINUTE);
    const answers = await Promise.all([
      client.get<{ data: { auth: string } }>('/users'),
      client.get<{ data: { auth: string } }>('/roles'),
      client.get<{ data: { auth: string } }>('/permissions'),
    ]);
    expect(seen.filter((request) => request.url === '/api/v1/auth/refresh')).toHaveLength(1);
    expect(answers.map((answer) => answer.data.auth)).toEqual(Array(3).fill('Bearer access-new'));
  });

  it('ends the session when the refresh is refused: tokens cleared, /login, one toast, calls not sent', async () => {
    signIn(MINUTE);
    handler = (request, _body, response) => {
      if (request.url === '/api/v1/auth/refresh')
        return json(response, 401, { code: 'auth.refresh_failed', message: 'Token refresh failed' });
      json(response, 200, { data: {} });
    };
    const errors = await Promise.all([failure(client.get('/users')), failure(client.get('/roles'))]);
    expect(errors.map((error) => error.status)).toEqual([401, 401]);
    expect(seen.map((request) => request.url)).toEqual(['/api/v1/auth/refresh']);
    expect(session.getSnapshot()).toEqual({ tokens: null, user: null, permissions: [] });
    expect(navigations).toEqual(['/login']);
    expect(toasts).toEqual([{ type: 'error', title: 'Your session has expired. Please login again.' }]);
  });

  it('keeps the session when the refresh gets no answer, and reports the outage', async () => {
    signIn(MINUTE);
    const offline = makeClient({ origin: 'http://127.0.0.1:1' });
    const error = await failure(offline.get('/users'));
    expect(error.message).toBe('Network error: Unable to connect to server');
    expect(session.getSnapshot().tokens?.accessToken).toBe('access-old');
    expect(navigations).toEqual([]);
  });

  it('keeps the session when the server fails during the refresh (5xx), and the next call tries again', async () => {
    signIn(MINUTE);
    let failing = true;
    handler = (request, _body, response) => {
      if (request.url === '/api/v1/auth/refresh') {
        if (failing)
          return json(response, 503, { code: 'service_unavailable', message: 'Down for a moment' });
        return json(response, 200, { data: sessionAnswer('new') });
      }
      json(response, 200, { data: { auth: request.headers.authorization } });
    };
    const error = await failure(client.get('/users'));
    expect(error).toMatchObject({ status: 503, message: 'Down for a moment' });
    expect(session.getSnapshot().tokens?.refreshToken).toBe('refresh-old');
    expect(navigations).toEqual([]);
    expect(toasts.map((toast) => toast.title)).toEqual(['Down for a moment']);
    failing = false;
    const answer = await client.get<{ data: { auth: string } }>('/users');
    expect(answer.data.auth).toBe('Bearer access-new');
  });

  it('refreshes a short-lived token in the last third of its life, not 5 minutes before its end', async () => {
    session.setSession({ ...sessionAnswer('old', 20_000), expires_in: 30 });
    await client.get('/users');
    expect(seen.map((request) => request.url)).toEqual(['/api/v1/users']);
    session.setSession({ ...sessionAnswer('old', 9_000), expires_in: 30 });
    await client.get('/users');
    expect(seen.map((request) => request.url).slice(1)).toEqual(['/api/v1/auth/refresh', '/api/v1/users']);
  });

  it('never refreshes for the sign-in calls themselves', async () => {
    signIn(MINUTE);
    await client.post('/auth/logout', { refresh_token: 'refresh-old' });
    await client.post('/auth/login', { login: 'an', password: 'x' });
    expect(seen.map((request) => request.url)).toEqual(['/api/v1/auth/logout', '/api/v1/auth/login']);
  });
});

describe('tabs of one browser share one session', () => {
  it('refreshes once for two tabs that need it at the same time, and both use the new pair', async () => {
    const storage = memoryStorage();
    const firstTab = createSessionStore(storage);
    firstTab.setSession(sessionAnswer('old', MINUTE));
    const secondTab = createSessionStore(storage);
    handler = (request, body, response) => {
      if (request.url === '/api/v1/auth/refresh') {
        expect(JSON.parse(body)).toEqual({ refresh_token: 'refresh-old' });
        return json(response, 200, { data: sessionAnswer('new') });
      }
      json(response, 200, { data: { auth: request.headers.authorization } });
    };
    const first = makeClient({ session: firstTab });
    const second = makeClient({ session: secondTab });
    const answers = await Promise.all([
      first.get<{ data: { auth: string } }>('/users'),
      second.get<{ data: { auth: string } }>('/roles'),
    ]);
    expect(answers.map((answer) => answer.data.auth)).toEqual(['Bearer access-new', 'Bearer access-new']);
    expect(seen.filter((request) => request.url === '/api/v1/auth/refresh')).toHaveLength(1);
    expect(secondTab.getSnapshot().tokens?.refreshToken).toBe('refresh-new');
  });

  it('follows a sign-out in another tab', async () => {
    const storage = memoryStorage();
    const firstTab = createSessionStore(storage);
    firstTab.setSession(sessionAnswer('old', 15 * MINUTE));
    const secondTab = createSessionStore(storage);
    firstTab.clear();
    expect(secondTab.reload()).toBe(true);
    expect(secondTab.getSnapshot()).toEqual({ tokens: null, user: null, permissions: [] });
  });
});

describe('a token outdated by a change of access', () => {
  it('refreshes once and sends the call again with the new token', async () => {
    signIn(15 * MINUTE);
    handler = (request, _body, response) => {
      if (request.url === '/api/v1/auth/refresh') return json(response, 200, { data: sessionAnswer('new') });
      if (request.headers.authorization === 'Bearer access-old')
        return json(response, 401, { code: 'auth.token_outdated', message: 'Your access has changed' });
      json(response, 200, { data: { auth: request.headers.authorization } });
    };
    const answer = await client.get<{ data: { auth: string } }>('/users');
    expect(answer.data.auth).toBe('Bearer access-new');
    expect(seen.map((request) => request.url)).toEqual([
      '/api/v1/users',
      '/api/v1/auth/refresh',
      '/api/v1/users',
    ]);
    expect(toasts).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('ends the session when that refresh is refused', async () => {
    signIn(15 * MINUTE);
    handler = (request, _body, response) => {
      if (request.url === '/api/v1/auth/refresh')
        return json(response, 401, { code: 'auth.refresh_failed', message: 'Token refresh failed' });
      json(response, 401, { code: 'auth.token_outdated', message: 'Your access has changed' });
    };
    const error = await failure(client.get('/users'));
    expect(error.code).toBe('auth.session_expired');
    expect(session.getSnapshot().tokens).toBeNull();
    expect(navigations).toEqual(['/login']);
    expect(toasts).toHaveLength(1);
  });
});

describe('401 (SPEC §8)', () => {
  beforeEach(() => {
    signIn(15 * MINUTE);
    handler = (_request, _body, response) =>
      json(response, 401, { code: 'auth.unauthenticated', message: 'Unauthorized access' });
  });

  it('removes the stored token and goes to /login', async () => {
    const error = await failure(client.get('/users'));
    expect(error).toMatchObject({ status: 401, code: 'auth.unauthenticated' });
    expect(session.getSnapshot().tokens).toBeNull();
    expect(navigations).toEqual(['/login']);
    expect(toasts.map((toast) => toast.title)).toEqual(['Your session has expired. Please login again.']);
  });

  it('stays put on /login (a wrong password is a 401 too) and shows the server message', async () => {
    path = '/login';
    const error = await failure(client.post('/auth/login', { login: 'an', password: 'wrong' }));
    expect(error.message).toBe('Unauthorized access');
    expect(navigations).toEqual([]);
    expect(session.getSnapshot().tokens).not.toBeNull();
  });

  it('stays on /public-chat, which handles its own token', async () => {
    path = '/public-chat';
    await failure(client.get('/chats/3'));
    expect(navigations).toEqual([]);
    expect(session.getSnapshot().tokens).not.toBeNull();
  });

  it('does not end the session for the logout call or the public-chat calls', async () => {
    await failure(client.post('/auth/logout'));
    await failure(client.get('/public-chat/rooms'));
    expect(navigations).toEqual([]);
    expect(session.getSnapshot().tokens).not.toBeNull();
  });
});

describe('other statuses (SPEC §8)', () => {
  it('logs a warning on 403 and shows the server message', async () => {
    handler = (_request, _body, response) =>
      json(response, 403, {
        code: 'permission.missing',
        message: "You don't have the required permission: role.delete",
      });
    const error = await failure(client.delete('/roles/3'));
    expect(error).toMatchObject({ status: 403, code: 'permission.missing' });
    expect(warnings).toHaveLength(1);
    expect(toasts.map((toast) => toast.title)).toEqual([
      "You don't have the required permission: role.delete",
    ]);
  });

  it.each([
    [
      'the first field error',
      {
        code: 'validation_failed',
        message: 'Lỗi dữ liệu',
        errors: { username: ['Tên đã tồn tại', 'x'], email: ['y'] },
      },
      'Tên đã tồn tại',
    ],
    [
      'the message when no field has an error',
      { code: 'validation_failed', message: 'Lỗi dữ liệu', errors: {} },
      'Lỗi dữ liệu',
    ],
    ["'Validation error' when the answer says nothing", {}, 'Validation error'],
  ])('shows %s on 422', async (_case, body, expected) => {
    handler = (_request, _body, response) => json(response, 422, body);
    const error = await failure(client.post('/users', {}));
    expect(error.message).toBe(expected);
    expect(error.status).toBe(422);
    expect(toasts.map((toast) => toast.title)).toEqual([expected]);
  });

  it('hands 422 field errors to the form and shows no toast for a silent call', async () => {
    handler = (_request, _body, response) =>
      json(response, 422, {
        code: 'validation_failed',
        message: 'x',
        errors: { email: ['Email đã được dùng'] },
      });
    const error = await failure(client.post('/auth/register', {}, { silent: true }));
    expect(error.fieldErrors).toEqual({ email: ['Email đã được dùng'] });
    expect(toasts).toEqual([]);
  });

  it('uses the server message on 500, and the translated default when there is none', async () => {
    handler = (_request, _body, response) =>
      json(response, 500, { code: 'server_error', message: 'Lỗi máy chủ' });
    expect((await failure(client.get('/users'))).message).toBe('Lỗi máy chủ');
    handler = (_request, _body, response) => {
      response.writeHead(502);
      response.end('<html>Bad gateway</html>');
    };
    expect((await failure(client.get('/users'))).message).toBe('Server error occurred');
  });
});

describe('a write refused without a message of its own (SPEC §8)', () => {
  const bareFailure: Handler = (_request, _body, response) => {
    response.writeHead(502);
    response.end('<html>Bad gateway</html>');
  };

  it('names the action and the module, with the status as the toast’s detail', async () => {
    handler = bareFailure;
    const error = await failure(client.post('/courts', { name: 'Sân 1' }));
    expect(error.message).toBe('Failed to create court');
    expect(error.status).toBe(502);
    expect(toasts).toEqual([
      { type: 'error', title: 'Failed to create court', description: 'Server error occurred' },
    ]);
    expect((await failure(client.put('/courts/3', { name: 'Sân 2' }))).message).toBe(
      'Failed to update court',
    );
    expect((await failure(client.patch('/tasks/3/move', {}))).message).toBe('Failed to update task');
    expect((await failure(client.delete('/tournaments/5'))).message).toBe('Failed to delete tournament');
    expect((await failure(client.post('/court-requests/4/approve'))).message).toBe(
      'Failed to save court request',
    );
  });

  it('keeps the server’s own message, and the status’s text for a load or an unknown module', async () => {
    handler = (_request, _body, response) =>
      json(response, 409, { code: 'role.in_use', message: 'Vai trò đang được dùng' });
    expect((await failure(client.delete('/roles/2'))).message).toBe('Vai trò đang được dùng');
    handler = bareFailure;
    expect((await failure(client.get('/courts'))).message).toBe('Server error occurred');
    expect((await failure(client.post('/auth/login', {}))).message).toBe('Server error occurred');
  });
});

describe('no answer (SPEC §7 timeout, §8 network error)', () => {
  it('gives up after the timeout with a translated message', async () => {
    handler = () => undefined; // never answers
    const quick = makeClient({ timeoutMs: 100 });
    const error = await failure(quick.get('/users'));
    expect(error).toMatchObject({ status: null, code: 'timeout' });
    expect(error.message).toBe('The server took too long to answer. Please try again.');
    expect(toasts).toHaveLength(1);
  });

  it("reports 'Network error: Unable to connect to server' when nothing listens", async () => {
    const offline = makeClient({ origin: 'http://127.0.0.1:1' });
    const error = await failure(offline.get('/users'));
    expect(error).toMatchObject({ status: null, code: 'network_error' });
    expect(error.message).toBe('Network error: Unable to connect to server');
    expect(toasts.map((toast) => toast.title)).toEqual(['Network error: Unable to connect to server']);
  });

  it("reports 'Network connection error' when the browser knows it is offline", async () => {
    const offline = makeClient({ origin: 'http://127.0.0.1:1', isOnline: () => false });
    const error = await failure(offline.get('/users'));
    expect(error).toMatchObject({ status: null, code: 'network_error' });
    expect(error.message).toBe('Network connection error');
  });

  it("lets the caller's own abort through without a toast", async () => {
    const controller = new AbortController();
    // Aborted once the request is under way (the server has it and will never answer).
    handler = () => controller.abort();
    const pending = client.get('/users', { signal: controller.signal });
    await expect(pending).rejects.toThrow();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
  });
});

describe('download', () => {
  it("saves the file under the server's Content-Disposition name, with the session", async () => {
    signIn(15 * MINUTE);
    handler = (_request, _body, response) => {
      response.writeHead(200, {
        'content-type': 'text/csv',
        'content-disposition': `attachment; filename="users.csv"; filename*=UTF-8''ng%C6%B0%E1%BB%9Di-d%C3%B9ng.csv`,
      });
      response.end('id,name\n1,An\n');
    };
    await client.download('/users/export', { query: { format: 'csv' } });
    expect(seen[0]?.url).toBe('/api/v1/users/export?tz=Asia%2FHo_Chi_Minh&format=csv');
    expect(seen[0]?.headers.authorization).toBe('Bearer access-old');
    expect(await savedFiles()).toEqual([{ filename: 'người-dùng.csv', text: 'id,name\n1,An\n' }]);
  });
});

describe('uploads and downloads from a POST', () => {
  it('sends a FormData as multipart with the session headers, and no JSON content type', async () => {
    signIn(15 * MINUTE);
    const form = new FormData();
    form.append('file', new Blob(['xlsx bytes']), 'courts.xlsx');
    await client.post('/courts/import/preview', form, { query: { mode: 'create_only' } });
    const [request] = seen;
    expect(request?.url).toBe('/api/v1/courts/import/preview?mode=create_only');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer access-old',
      'accept-language': 'vi',
    });
    expect(request?.body).toContain('filename="courts.xlsx"');
    expect(request?.body).toContain('xlsx bytes');
  });

  it('downloads what a POST with a JSON body answers, and reports its errors like any call', async () => {
    signIn(15 * MINUTE);
    handler = (_request, body, response) => {
      if (JSON.parse(body).rows.length === 0) return json(response, 422, { errors: { rows: ['Empty'] } });
      response.writeHead(200, { 'content-disposition': 'attachment; filename="report.xlsx"' });
      response.end('report');
    };
    await client.download('/courts/import/report', { method: 'POST', body: { rows: [1] } });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v1/courts/import/report' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(await savedFiles()).toEqual([{ filename: 'report.xlsx', text: 'report' }]);
    const error = await failure(
      client.download('/courts/import/report', { method: 'POST', body: { rows: [] } }),
    );
    expect(error).toMatchObject({ status: 422, message: 'Empty' });
  });

  it('waits longer than the 30 seconds when the call asks for it', async () => {
    handler = (_request, _body, response) => {
      setTimeout(() => json(response, 200, { data: { ok: true } }), 150);
    };
    const quick = makeClient({ timeoutMs: 50 });
    expect(await failure(quick.get('/slow'))).toMatchObject({ code: 'timeout' });
    await expect(quick.get('/slow', { timeoutMs: 60_000 })).resolves.toEqual({ data: { ok: true } });
  });
});

/**
 * XMLHttpRequest as far as uploads use it, sending through Node's fetch to the test server: it
 * reports the body as sent in two steps, then answers what the server answered (or fails like a
 * dropped connection when `failWith` says so).
 */
const progressEvent = (loaded: number) =>
  ({ loaded, total: 1000, lengthComputable: true }) as unknown as ProgressEvent;

class FetchBackedXhr implements XhrLike {
  static failWith: 'network' | null = null;
  static instances: FetchBackedXhr[] = [];
  responseType: XMLHttpRequestResponseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  onabort: XhrLike['onabort'] = null;
  ontimeout: XhrLike['ontimeout'] = null;
  aborted = false;
  private method = 'GET';
  private url = '';
  private headers = new Headers();
  private rawHeaders = '';

  constructor() {
    FetchBackedXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getAllResponseHeaders() {
    return this.rawHeaders;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(progressEvent(0));
  }
  send(body?: XMLHttpRequestBodyInit | null) {
    this.upload.onprogress?.(progressEvent(400));
    this.upload.onprogress?.(progressEvent(1000));
    if (FetchBackedXhr.failWith === 'network') {
      setTimeout(() => this.onerror?.(progressEvent(0)), 0);
      return;
    }
    void fetch(this.url, { method: this.method, headers: this.headers, body: body as BodyInit | null }).then(
      async (answer) => {
        if (this.aborted) return;
        this.status = answer.status;
        this.statusText = answer.statusText;
        this.rawHeaders = [...answer.headers].map(([name, value]) => `${name}: ${value}`).join('\r\n');
        this.response = await answer.blob();
        this.onload?.(progressEvent(0));
      },
      () => this.onerror?.(progressEvent(0)),
    );
  }
}

describe('uploads with progress (XMLHttpRequest)', () => {
  let progress: UploadProgress[];
  beforeEach(() => {
    progress = [];
    FetchBackedXhr.failWith = null;
    FetchBackedXhr.instances = [];
    client = makeClient({ progressFetch: createProgressFetch(() => new FetchBackedXhr()) });
  });

  const imageForm = () => {
    const form = new FormData();
    form.append('file', new Blob(['png bytes'], { type: 'image/png' }), 'logo.png');
    return form;
  };

  it('reports the bytes sent and sends the file as multipart with the session headers', async () => {
    signIn(15 * MINUTE);
    handler = (_request, _body, response) => json(response, 201, { data: { id: 'abc', url: '/a.png' } });
    const answer = await client.upload('/uploads/images', imageForm(), {
      query: { purpose: 'club_avatar' },
      onUploadProgress: (step) => progress.push(step),
    });
    expect(answer).toEqual({ data: { id: 'abc', url: '/a.png' } });
    expect(progress).toEqual([
      { loaded: 400, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
    const [request] = seen;
    expect(request?.url).toBe('/api/v1/uploads/images?purpose=club_avatar');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer access-old',
      'x-requested-with': 'XMLHttpRequest',
      'accept-language': 'vi',
    });
    expect(request?.body).toContain('filename="logo.png"');
  });

  it('refreshes a token near its end first, and hands a 422 to the caller with its field errors', async () => {
    signIn(2 * MINUTE);
    handler = (request, _body, response) => {
      if (request.url === '/api/v1/auth/refresh') return json(response, 200, { data: sessionAnswer('new') });
      json(response, 422, {
        code: 'validation_failed',
        message: 'Validation error',
        errors: { file: ['The image is too large: at most 2 MB'] },
      });
    };
    const error = await failure(
      client.upload('/uploads/images', imageForm(), { silent: true, onUploadProgress: () => undefined }),
    );
    expect(seen.map((request) => request.url)).toEqual(['/api/v1/auth/refresh', '/api/v1/uploads/images']);
    expect(seen[1]?.headers.authorization).toBe('Bearer access-new');
    expect(error).toMatchObject({
      status: 422,
      message: 'The image is too large: at most 2 MB',
      fieldErrors: { file: ['The image is too large: at most 2 MB'] },
    });
    expect(toasts).toEqual([]);
  });

  it("reports a dropped connection as 'Network error: Unable to connect to server'", async () => {
    signIn(15 * MINUTE);
    FetchBackedXhr.failWith = 'network';
    const error = await failure(
      client.upload('/uploads/images', imageForm(), { onUploadProgress: () => undefined }),
    );
    expect(error).toMatchObject({ status: null, code: 'network_error', message: errorsEn.network_error });
    expect(toasts).toEqual([{ type: 'error', title: errorsEn.network_error }]);
  });

  it('stops the request when the caller aborts, without a toast', async () => {
    signIn(15 * MINUTE);
    const controller = new AbortController();
    handler = () => controller.abort(); // the server has the upload and never answers: the user gives up
    const pending = client.upload('/uploads/images', imageForm(), {
      signal: controller.signal,
      onUploadProgress: () => undefined,
    });
    await expect(pending).rejects.toBeDefined();
    expect(FetchBackedXhr.instances[0]?.aborted).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('reads the answer headers XMLHttpRequest gives as one string', () => {
    const headers = parseResponseHeaders('content-type: application/json\r\nx-total: 3\r\nbroken line\r\n');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-total')).toBe('3');
  });
});
