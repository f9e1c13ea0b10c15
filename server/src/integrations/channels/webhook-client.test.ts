import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWebhookReceiver } from '../../testing/fake-webhook-receiver';
import type { WebhookEvent } from './channel-client';
import {
  createWebhookClient,
  generateWebhookSecret,
  signWebhook,
  verifyWebhookSignature,
  type WebhookProviderConfig,
} from './webhook-client';

const secret = generateWebhookSecret();
const event: WebhookEvent = {
  id: 'dlv_01',
  type: 'match.scheduled',
  timestamp: new Date('2026-05-01T08:00:00Z'),
  data: { court: 'Sân 3', players: ['Ngọc', 'Minh'] },
};

let receiver: Awaited<ReturnType<typeof startFakeWebhookReceiver>>;
let config: WebhookProviderConfig;

beforeEach(async () => {
  receiver = await startFakeWebhookReceiver({ secret, auth: { type: 'bearer', token: 'tok-1' } });
  config = { url: receiver.url, method: 'POST', auth_type: 'bearer', token: 'tok-1', signing_secret: secret };
});
afterEach(() => receiver.close());

describe('webhook client', () => {
  it('delivers the event signed; the receiver verifies it with the shared secret', async () => {
    const client = createWebhookClient({
      ...config,
      headers: { 'x-club': 'hanoi', 'webhook-id': 'forged', Authorization: 'Bearer forged' },
    });
    expect(await client.send(event)).toEqual({ kind: 'sent', providerMessageId: null });
    expect(receiver.rejected).toEqual([]);
    const delivery = receiver.received[0]!;
    expect(delivery.event).toEqual({
      id: 'dlv_01',
      type: 'match.scheduled',
      timestamp: '2026-05-01T08:00:00.000Z',
      data: { court: 'Sân 3', players: ['Ngọc', 'Minh'] },
    });
    expect(delivery.headers['webhook-id']).toBe('dlv_01');
    expect(delivery.headers['x-club']).toBe('hanoi');
    expect(delivery.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(verifyWebhookSignature({ secret, headers: delivery.headers, body: delivery.body })).toEqual({
      ok: true,
    });
    expect(
      verifyWebhookSignature({
        secret: generateWebhookSecret(),
        headers: delivery.headers,
        body: delivery.body,
      }),
    ).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('uses PUT and basic auth when configured', async () => {
    const basic = await startFakeWebhookReceiver({
      secret,
      auth: { type: 'basic', username: 'club', password: 'pw' },
    });
    const client = createWebhookClient({
      url: basic.url,
      method: 'PUT',
      auth_type: 'basic',
      username: 'club',
      password: 'pw',
      signing_secret: secret,
    });
    expect((await client.send(event)).kind).toBe('sent');
    expect(basic.received[0]?.method).toBe('PUT');
    await basic.close();
  });

  it('is refused by the receiver when the signature is over another secret', async () => {
    const client = createWebhookClient({ ...config, signing_secret: generateWebhookSecret() });
    expect(await client.send(event)).toEqual({
      kind: 'permanent',
      reason: 'receiver refused the event (HTTP 400)',
    });
    expect(receiver.rejected.map((r) => r.reason)).toEqual(['bad_signature']);
  });

  it('is refused by the receiver when the timestamp is more than 5 minutes off', async () => {
    const late = createWebhookClient(config, { now: () => new Date(Date.now() - 6 * 60_000) });
    expect((await late.send(event)).kind).toBe('permanent');
    expect(receiver.rejected.map((r) => r.reason)).toEqual(['stale_timestamp']);
    const slightlyOff = createWebhookClient(config, { now: () => new Date(Date.now() - 4 * 60_000) });
    expect((await slightlyOff.send(event)).kind).toBe('sent');
  });

  it('checks signatures as the spec says: any of several v1 signatures, the timestamp both ways', () => {
    const body = '{"a":1}';
    const ts = Math.floor(Date.now() / 1000);
    const good = signWebhook(secret, 'id1', ts, body) as string;
    const headers = (signature: string, timestamp = ts) => ({
      'webhook-id': 'id1',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature,
    });
    expect(verifyWebhookSignature({ secret, headers: headers(`v1,AAAA ${good}`), body }).ok).toBe(true);
    expect(verifyWebhookSignature({ secret, headers: headers(good.replace('v1,', 'v2,')), body }).ok).toBe(
      false,
    );
    expect(verifyWebhookSignature({ secret, headers: headers(good), body: '{"a":2}' })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifyWebhookSignature({ secret, headers: headers(good, ts + 301), body })).toEqual({
      ok: false,
      reason: 'stale_timestamp',
    });
    expect(verifyWebhookSignature({ secret, headers: { 'webhook-id': 'id1' }, body })).toEqual({
      ok: false,
      reason: 'missing_headers',
    });
    expect(generateWebhookSecret()).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  });

  it('treats refused credentials as misconfigured', async () => {
    const client = createWebhookClient({ ...config, token: 'wrong' });
    expect(await client.send(event)).toEqual({
      kind: 'misconfigured',
      reason: 'receiver refused our credentials (HTTP 401)',
    });
    receiver.answerNext(403);
    expect((await createWebhookClient(config).send(event)).kind).toBe('misconfigured');
  });

  it('treats 408, 429 and 5xx as transient and honours Retry-After', async () => {
    const client = createWebhookClient(config);
    receiver.answerNext(429, 1, { 'retry-after': '120' });
    expect(await client.send(event)).toEqual({
      kind: 'transient',
      reason: 'receiver answered HTTP 429',
      retryAfterMs: 120_000,
    });
    receiver.answerNext(503, 1, { 'retry-after': new Date(Date.now() + 60_000).toUTCString() });
    const unavailable = await client.send(event);
    expect(unavailable.kind).toBe('transient');
    expect(unavailable.kind === 'transient' && unavailable.retryAfterMs).toBeGreaterThan(50_000);
    receiver.answerNext(408);
    expect(await client.send(event)).toEqual({ kind: 'transient', reason: 'receiver answered HTTP 408' });
    receiver.answerNext(500);
    expect((await client.send(event)).kind).toBe('transient');
  });

  it('treats other 4xx as permanent and a redirect as misconfigured', async () => {
    const client = createWebhookClient(config);
    receiver.answerNext(422);
    expect(await client.send(event)).toEqual({
      kind: 'permanent',
      reason: 'receiver refused the event (HTTP 422)',
    });
    receiver.answerNext(301, 1, { location: 'https://example.test/elsewhere' });
    expect((await client.send(event)).kind).toBe('misconfigured');
  });

  it('gives up after the configured timeout when the receiver never answers', async () => {
    receiver.hangNext();
    const client = createWebhookClient({ ...config, timeout_ms: 200 });
    expect(await client.send(event)).toEqual({ kind: 'transient', reason: 'no answer within 200 ms' });
    expect(receiver.hangingRequests).toBe(1);
  });

  it('is transient when nothing listens, and misconfigured for a bad secret or URL', async () => {
    const closed = await startFakeWebhookReceiver({ secret });
    await closed.close();
    const unreachable = await createWebhookClient({ ...config, url: closed.url }).send(event);
    expect(unreachable).toEqual({ kind: 'transient', reason: 'network error (ECONNREFUSED)' });
    expect((await createWebhookClient({ ...config, signing_secret: 'plain' }).send(event)).kind).toBe(
      'misconfigured',
    );
    expect((await createWebhookClient({ ...config, url: 'ftp://x' }).send(event)).kind).toBe('misconfigured');
  });
});
