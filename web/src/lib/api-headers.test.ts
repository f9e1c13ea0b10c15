import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatApi } from '../app/public-chat/api';
import { createPublicApi } from '../app/public-tournament/api';
import { buildApiHeaders } from './api-headers';

/** SPEC §7's headers, as every bundle's calls carry them. */
function expectSpecHeaders(headers: Headers, language: string) {
  expect(headers.get('Accept')).toBe('application/json');
  expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  expect(headers.get('Accept-Language')).toBe(language);
}

/** fetch as the light bundles call it, answering `{data: {}}` and keeping what it was sent. */
function stubFetch() {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ data: {} }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

describe('SPEC §7 headers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carry JSON, X-Requested-With, the language and the token when there is one', () => {
    const headers = buildApiHeaders({ language: 'vi', token: 'abc', hasJsonBody: true });
    expectSpecHeaders(headers, 'vi');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer abc');
    const bare = buildApiHeaders({ language: 'en' });
    expect(bare.get('Content-Type')).toBeNull();
    expect(bare.get('Authorization')).toBeNull();
    expect(buildApiHeaders({ language: 'en', accept: '*/*' }).get('Accept')).toBe('*/*');
  });

  it('are sent by the public tournament pages', async () => {
    const calls = stubFetch();
    await createPublicApi(() => 'vi').getTournament(3);
    expect(calls[0]?.url).toBe('/api/v1/public/tournaments/3');
    expectSpecHeaders(new Headers(calls[0]?.init.headers), 'vi');
  });

  it('are sent by the public chat, with its token and a JSON body', async () => {
    const calls = stubFetch();
    const api = createChatApi({ getToken: () => 'player-token', getLanguage: () => 'vi' });
    await api.getMe();
    const headers = new Headers(calls[0]?.init.headers);
    expectSpecHeaders(headers, 'vi');
    expect(headers.get('Authorization')).toBe('Bearer player-token');
    await api.markRead(4, 9);
    const write = new Headers(calls[1]?.init.headers);
    expectSpecHeaders(write, 'vi');
    expect(calls[1]?.init.method).not.toBe('GET');
  });
});
