import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeEsms } from '../../testing/fake-esms';
import { createEsmsClient, type EsmsProviderConfig } from './sms-client';

let esms: Awaited<ReturnType<typeof startFakeEsms>>;
let config: EsmsProviderConfig;

beforeEach(async () => {
  esms = await startFakeEsms({
    templates: ['Ma xac nhan cua ban la {code}', 'Tran dau luc {time} tai {court}'],
  });
  config = { api_url: esms.url, api_key: 'esms-key', secret_key: 'esms-secret', brand_name: 'PICKLEBALL' };
});
afterEach(() => esms.close());

const message = { phone: '+84987654321', content: 'Ma xac nhan cua ban la 123456', requestId: 'dlv_1' };

describe('eSMS client', () => {
  it('sends with the national number, the brand name and our delivery id as RequestId', async () => {
    const outcome = await createEsmsClient(config).send(message);
    expect(outcome).toEqual({ kind: 'sent', providerMessageId: esms.sent[0]?.smsId });
    expect(esms.requests[0]).toEqual({
      ApiKey: 'esms-key',
      SecretKey: 'esms-secret',
      Phone: '0987654321',
      Content: 'Ma xac nhan cua ban la 123456',
      Brandname: 'PICKLEBALL',
      SmsType: '2',
      IsUnicode: '0',
      RequestId: 'dlv_1',
      Sandbox: '0',
    });
  });

  it('marks Vietnamese text as Unicode and passes the sandbox flag', async () => {
    const fake = await startFakeEsms();
    const client = createEsmsClient({ ...config, api_url: fake.url, sandbox: true });
    expect((await client.send({ ...message, content: 'Trận đấu lúc 18:00' })).kind).toBe('sent');
    expect(fake.requests[0]).toMatchObject({ IsUnicode: '1', Sandbox: '1' });
    expect(fake.sent[0]?.sandbox).toBe(true);
    await fake.close();
  });

  it('counts a repeated RequestId (124) as sent: the first try was accepted, nothing sent twice', async () => {
    const client = createEsmsClient(config);
    expect((await client.send(message)).kind).toBe('sent');
    expect(await client.send(message)).toEqual({ kind: 'sent', providerMessageId: null });
    expect(esms.sent).toHaveLength(1);
  });

  it('refuses content that matches no registered template (146) as permanent', async () => {
    expect(await createEsmsClient(config).send({ ...message, content: 'Free text' })).toEqual({
      kind: 'permanent',
      reason: 'eSMS: content does not match a template registered for this brand name (146)',
    });
  });

  it('treats a number eSMS refuses (108, 99) as permanent', async () => {
    const client = createEsmsClient(config);
    // A valid Vietnamese fixed line: we send it, eSMS refuses it as not a mobile.
    expect(await client.send({ ...message, phone: '+842438251234' })).toEqual({
      kind: 'permanent',
      reason: 'eSMS: phone number format not accepted (108)',
    });
    esms.failNext({ code: '99' });
    expect((await client.send(message)).kind).toBe('permanent');
  });

  it('does not call eSMS for a number outside Viet Nam or an invalid one', async () => {
    const client = createEsmsClient(config);
    expect((await client.send({ ...message, phone: '+16502530000' })).kind).toBe('permanent');
    expect((await client.send({ ...message, phone: 'nonsense' })).kind).toBe('permanent');
    expect(esms.requests).toHaveLength(0);
  });

  it('treats wrong keys, an unknown brand name, no balance and an unlisted IP as misconfigured', async () => {
    expect(await createEsmsClient({ ...config, secret_key: 'nope' }).send(message)).toEqual({
      kind: 'misconfigured',
      reason: 'eSMS: wrong ApiKey or SecretKey (101)',
    });
    expect(await createEsmsClient({ ...config, brand_name: 'OTHER' }).send(message)).toEqual({
      kind: 'misconfigured',
      reason: 'eSMS: brand name not registered or inactive (104)',
    });
    const broke = await startFakeEsms({ balance: 0 });
    expect(await createEsmsClient({ ...config, api_url: broke.url }).send(message)).toEqual({
      kind: 'misconfigured',
      reason: 'eSMS: balance too low to send (103)',
    });
    await broke.close();
    for (const code of ['102', '140']) {
      esms.failNext({ code });
      expect((await createEsmsClient(config).send(message)).kind, code).toBe('misconfigured');
    }
  });

  it('treats HTTP 5xx, an unknown code and a refused connection as transient', async () => {
    const client = createEsmsClient(config);
    esms.failNext('http_500');
    expect(await client.send(message)).toEqual({ kind: 'transient', reason: 'eSMS answered HTTP 500' });
    esms.failNext({ http: 503, retryAfterSeconds: 90 });
    expect(await client.send(message)).toEqual({
      kind: 'transient',
      reason: 'eSMS answered HTTP 503',
      retryAfterMs: 90_000,
    });
    esms.failNext({ code: '999' });
    expect(await client.send(message)).toEqual({
      kind: 'transient',
      reason: 'eSMS: unexpected CodeResult 999',
    });
    const gone = await startFakeEsms();
    await gone.close();
    expect(await createEsmsClient({ ...config, api_url: gone.url }).send(message)).toEqual({
      kind: 'transient',
      reason: 'eSMS: network error (ECONNREFUSED)',
    });
  });

  it('treats a URL that is not the API as misconfigured', async () => {
    const outcome = await createEsmsClient({ ...config, api_url: `${esms.url}/wrong` }).send(message);
    expect(outcome).toEqual({ kind: 'misconfigured', reason: 'eSMS answered HTTP 404: check the API URL' });
  });

  it('gives up after the timeout when eSMS never answers', async () => {
    esms.failNext('hang');
    const outcome = await createEsmsClient(config, { timeoutMs: 200 }).send(message);
    expect(outcome).toEqual({ kind: 'transient', reason: 'eSMS: no answer within 200 ms' });
    expect(esms.hangingRequests).toBe(1);
  });

  it('hashes a RequestId longer than eSMS takes, the same way every time', async () => {
    const client = createEsmsClient(config);
    const long = { ...message, requestId: 'x'.repeat(80) };
    expect((await client.send(long)).kind).toBe('sent');
    expect((await client.send(long)).kind).toBe('sent');
    expect(esms.sent).toHaveLength(1);
    expect(String(esms.requests[0]?.RequestId).length).toBeLessThanOrEqual(50);
  });
});
