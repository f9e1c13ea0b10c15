import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeZalo } from '../../testing/fake-zalo';
import type { ZnsMessage } from './channel-client';
import {
  createMemoryZnsTokenStore,
  createZnsClient,
  type ZnsProviderConfig,
  type ZnsTokens,
} from './zns-client';

let zalo: Awaited<ReturnType<typeof startFakeZalo>>;
let config: ZnsProviderConfig;

beforeEach(async () => {
  zalo = await startFakeZalo();
  config = { api_url: zalo.url, oauth_url: zalo.url, app_id: 'zalo-app', secret_key: 'zalo-secret' };
});
afterEach(() => zalo.close());

const message: ZnsMessage = {
  phone: '+84987654321',
  templateId: '246810',
  templateData: { customer_name: 'Nguyễn Văn An', match_time: '18:00 01/05' },
  trackingId: 'dlv_1',
};

/** Tokens whose access token expires in `ms` (already expired when negative); the refresh token is good. */
function expiringIn(ms: number): ZnsTokens {
  return { ...zalo.issueTokens(), expires_at: new Date(Date.now() + ms).toISOString() };
}

describe('Zalo ZNS client', () => {
  it('sends the template to the 84… number with the access_token header', async () => {
    const tokens = zalo.issueTokens();
    const client = createZnsClient(config, createMemoryZnsTokenStore(tokens));
    const outcome = await client.send({ ...message, phone: '+84 987 654 321' });
    expect(outcome).toEqual({ kind: 'sent', providerMessageId: zalo.sent[0]?.msgId });
    expect(zalo.sent[0]).toMatchObject({
      phone: '84987654321',
      templateId: '246810',
      templateData: message.templateData,
      trackingId: 'dlv_1',
      accessToken: tokens.access_token,
    });
    expect(zalo.counters.refreshes).toBe(0);
  });

  it('refreshes first when the stored token expires within 5 minutes, and saves the new pair', async () => {
    const before = expiringIn(4 * 60_000);
    const store = createMemoryZnsTokenStore(before);
    expect((await createZnsClient(config, store).send(message)).kind).toBe('sent');
    expect(zalo.counters.refreshes).toBe(1);
    const after = await store.read();
    expect(after?.access_token).not.toBe(before.access_token);
    expect(after?.refresh_token).not.toBe(before.refresh_token);
    // expires_in came as a string ("90000"): 25 hours from now.
    expect(Date.parse(after?.expires_at ?? '') - Date.now()).toBeGreaterThan(24 * 3_600_000);
    expect(zalo.sent[0]?.accessToken).toBe(after?.access_token);
  });

  it('reads expires_in given as a number too', async () => {
    const numeric = await startFakeZalo({ expiresInAs: 'number' });
    const store = createMemoryZnsTokenStore({
      ...numeric.issueTokens(),
      expires_at: new Date(0).toISOString(),
    });
    const client = createZnsClient({ ...config, api_url: numeric.url, oauth_url: numeric.url }, store);
    expect((await client.send(message)).kind).toBe('sent');
    expect(Date.parse((await store.read())?.expires_at ?? '') - Date.now()).toBeGreaterThan(24 * 3_600_000);
    await numeric.close();
  });

  it('refreshes and retries once when Zalo refuses the token (-124 with HTTP 200, or HTTP 401)', async () => {
    const store = createMemoryZnsTokenStore(zalo.issueTokens());
    const client = createZnsClient(config, store);
    zalo.revokeAccessTokens();
    expect((await client.send(message)).kind).toBe('sent');
    expect(zalo.counters).toMatchObject({ refreshes: 1, sendRequests: 2 });
    zalo.failNext('http_401');
    expect((await client.send(message)).kind).toBe('sent');
    expect(zalo.counters).toMatchObject({ refreshes: 2, sendRequests: 4 });
  });

  it('is misconfigured when the token is refused again after the refresh', async () => {
    const client = createZnsClient(config, createMemoryZnsTokenStore(zalo.issueTokens()));
    zalo.failNext({ error: -124, message: 'Access token is invalid' }, 2);
    expect(await client.send(message)).toEqual({
      kind: 'misconfigured',
      reason: 'Zalo ZNS error -124 (Access token is invalid) even after a token refresh',
    });
    expect(zalo.counters).toMatchObject({ refreshes: 1, sendRequests: 2 });
  });

  it('refreshes once for 20 concurrent sends with an expired token, across two workers sharing the store', async () => {
    const store = createMemoryZnsTokenStore(expiringIn(-60_000));
    const workers = [createZnsClient(config, store), createZnsClient(config, store)];
    zalo.holdRefreshes();
    const sends = Array.from({ length: 20 }, (_, i) =>
      workers[i % 2]!.send({ ...message, trackingId: `dlv_${i}` }),
    );
    // Every send has started and waits for the refresh Zalo is holding.
    await vi.waitFor(() => expect(zalo.counters.refreshes).toBe(1));
    zalo.releaseRefreshes();
    const outcomes = await Promise.all(sends);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(Array(20).fill('sent'));
    expect(zalo.counters).toMatchObject({ refreshes: 1, refreshReuses: 0, sendRequests: 20 });
    expect(store.saves).toBe(1);
    // Within a worker the sends joined one refresh: one lease each, not one per send.
    expect(store.leases).toBe(2);
    const fresh = await store.read();
    expect(new Set(zalo.sent.map((sent) => sent.accessToken))).toEqual(new Set([fresh?.access_token]));
  });

  it('is misconfigured with a clear reason when the refresh token was already used (-14020)', async () => {
    const tokens = expiringIn(-60_000);
    // Two copies of one pair: one instance refreshes and saves; the other still holds the old copy.
    const current = createZnsClient(config, createMemoryZnsTokenStore(tokens));
    const stale = createZnsClient(config, createMemoryZnsTokenStore({ ...tokens }));
    expect((await current.send(message)).kind).toBe('sent');
    const outcome = await stale.send(message);
    expect(outcome.kind).toBe('misconfigured');
    expect(outcome.kind === 'misconfigured' && outcome.reason).toMatch(
      /refresh token already used \(-14020\)/,
    );
    expect(zalo.counters.refreshReuses).toBe(1);
  });

  it('is misconfigured when the refresh is refused for the app secret, or no OA is connected', async () => {
    const client = createZnsClient(
      { ...config, secret_key: 'wrong' },
      createMemoryZnsTokenStore(expiringIn(0)),
    );
    const outcome = await client.send(message);
    expect(outcome).toEqual({
      kind: 'misconfigured',
      reason:
        'Zalo refused the token refresh (-14003 Invalid secret key secret key invalid); reconnect the Zalo OA',
    });
    expect(await createZnsClient(config, createMemoryZnsTokenStore(null)).send(message)).toEqual({
      kind: 'misconfigured',
      reason: 'Zalo OA not connected (no tokens)',
    });
  });

  it('classifies what Zalo checks itself: an unknown template, empty or incomplete data', async () => {
    const client = createZnsClient(config, createMemoryZnsTokenStore(zalo.issueTokens()));
    expect(await client.send({ ...message, templateId: '999' })).toEqual({
      kind: 'misconfigured',
      reason: 'Zalo ZNS error -109 (Template ID invalid)',
    });
    expect(await client.send({ ...message, templateData: {} })).toEqual({
      kind: 'permanent',
      reason: 'Zalo ZNS error -111 (Template data empty)',
    });
    expect(await client.send({ ...message, templateData: { customer_name: 'An' } })).toEqual({
      kind: 'permanent',
      reason: 'Zalo ZNS error -112 (Template data invalid)',
    });
  });

  it('classifies per-recipient, app and unknown errors', async () => {
    const client = createZnsClient(config, createMemoryZnsTokenStore(zalo.issueTokens()));
    const cases: [number, string][] = [
      [-108, 'permanent'],
      [-114, 'permanent'],
      [-118, 'permanent'],
      [-119, 'permanent'],
      [-101, 'misconfigured'],
      [-104, 'misconfigured'],
      [-117, 'misconfigured'],
      [-100, 'transient'],
      [-999, 'permanent'],
    ];
    for (const [error, kind] of cases) {
      zalo.failNext({ error });
      expect((await client.send(message)).kind, String(error)).toBe(kind);
    }
    expect(zalo.counters.refreshes).toBe(0);
  });

  it('waits for Zalo’s next day when the quota is out', async () => {
    const day = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    // 10:00 UTC is 17:00 in Viet Nam: the quota resets at midnight there, 7 hours later.
    const client = createZnsClient(config, createMemoryZnsTokenStore(zalo.issueTokens()), {
      now: () => new Date(day + 10 * 3_600_000),
    });
    zalo.failNext({ error: -144, message: 'OA has exceeded its daily quota' });
    expect(await client.send(message)).toEqual({
      kind: 'transient',
      reason: 'Zalo ZNS error -144 (OA has exceeded its daily quota)',
      retryAfterMs: 7 * 3_600_000,
    });
    zalo.failNext({ error: -115, message: 'Out of quota' });
    expect(await client.send(message)).toMatchObject({ kind: 'transient', retryAfterMs: 7 * 3_600_000 });
  });

  it('treats HTTP 5xx, a refused connection and a timeout as transient', async () => {
    const client = createZnsClient(config, createMemoryZnsTokenStore(zalo.issueTokens()), { timeoutMs: 200 });
    zalo.failNext('http_500');
    expect(await client.send(message)).toEqual({ kind: 'transient', reason: 'Zalo ZNS answered HTTP 500' });
    zalo.failNext({ http: 429, retryAfterSeconds: 45 });
    expect(await client.send(message)).toEqual({
      kind: 'transient',
      reason: 'Zalo ZNS answered HTTP 429',
      retryAfterMs: 45_000,
    });
    zalo.failNext('hang');
    expect(await client.send(message)).toEqual({
      kind: 'transient',
      reason: 'Zalo ZNS: no answer within 200 ms',
    });
    expect(zalo.hangingRequests).toBe(1);
    const gone = await startFakeZalo();
    await gone.close();
    const unreachable = createZnsClient(
      { ...config, api_url: gone.url },
      createMemoryZnsTokenStore(zalo.issueTokens()),
    );
    expect(await unreachable.send(message)).toEqual({
      kind: 'transient',
      reason: 'Zalo ZNS: network error (ECONNREFUSED)',
    });
  });

  it('does not call Zalo for an invalid phone number', async () => {
    const client = createZnsClient(config, createMemoryZnsTokenStore(zalo.issueTokens()));
    expect((await client.send({ ...message, phone: '12345' })).kind).toBe('permanent');
    expect(zalo.counters.sendRequests).toBe(0);
  });
});
