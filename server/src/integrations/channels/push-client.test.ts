import { generateKeyPairSync } from 'node:crypto';
import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFcm } from '../../testing/fake-fcm';
import type { PushMessage } from './channel-client';
import {
  createPushClient,
  FCM_QUOTA_RETRY_MS,
  type PushProviderConfig,
  parseServiceAccount,
} from './push-client';

let fcm: Awaited<ReturnType<typeof startFakeFcm>>;
let config: PushProviderConfig;
const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  type: 'pkcs8',
  format: 'pem',
}) as string;
const serviceAccount = {
  type: 'service_account',
  project_id: 'demo-pickleball',
  private_key_id: 'abc123',
  private_key: privateKey,
  client_email: 'firebase-adminsdk@demo-pickleball.iam.gserviceaccount.com',
  token_uri: 'https://oauth2.googleapis.com/token',
};

beforeAll(async () => {
  fcm = await startFakeFcm();
  config = { project_id: fcm.projectId, service_account_json: JSON.stringify(serviceAccount) };
});
afterAll(() => fcm.close());

const token = (name: string) => `${name}:APA91b${'x'.repeat(140)}`;
const message: PushMessage = {
  token: token('device1'),
  title: 'Trận đấu sắp bắt đầu',
  body: 'Sân 3 lúc 18:00',
  data: { matchId: '42', kind: 'match.reminder' },
};

/** One client per test, closed after the send (each is its own Firebase app). */
async function sendWith(
  pushMessage: PushMessage,
  overrides: Partial<PushProviderConfig> = {},
  options: Parameters<typeof createPushClient>[1] = {},
) {
  const client = createPushClient({ ...config, ...overrides }, { ...fcm.clientOptions(), ...options });
  try {
    return await client.send(pushMessage);
  } finally {
    await client.close();
  }
}

describe('FCM push client', () => {
  it('sends through firebase-admin to FCM v1, and returns the message name', async () => {
    const outcome = await sendWith(message);
    const delivered = fcm.delivered.at(-1);
    expect(outcome).toEqual({ kind: 'sent', providerMessageId: delivered?.name });
    expect(delivered?.name).toMatch(/^projects\/demo-pickleball\/messages\/.+/);
    expect(delivered).toMatchObject({
      token: message.token,
      notification: { title: 'Trận đấu sắp bắt đầu', body: 'Sân 3 lúc 18:00' },
      data: { matchId: '42', kind: 'match.reminder' },
    });
    expect(fcm.requests.at(-1)).toEqual({
      path: '/v1/projects/demo-pickleball/messages:send',
      host: 'fcm.googleapis.com',
      authorization: `Bearer ${fcm.accessToken}`,
    });
  });

  it('marks an unregistered token dead (UNREGISTERED 404)', async () => {
    fcm.unregister(token('uninstalled'));
    const outcome = await sendWith({ ...message, token: token('uninstalled') });
    expect(outcome).toMatchObject({ kind: 'permanent', addressDead: true });
    expect(outcome.kind === 'permanent' && outcome.reason).toMatch(
      /^FCM messaging\/registration-token-not-registered/,
    );
  });

  it('marks a malformed token dead, and a token of another project (SENDER_ID_MISMATCH)', async () => {
    expect(await sendWith({ ...message, token: 'short' })).toMatchObject({
      kind: 'permanent',
      addressDead: true,
    });
    fcm.addForeignToken(token('elsewhere'));
    const outcome = await sendWith({ ...message, token: token('elsewhere') });
    expect(outcome).toMatchObject({ kind: 'permanent', addressDead: true });
    expect(outcome.kind === 'permanent' && outcome.reason).toMatch(
      /mismatched-credential: SenderId mismatch/,
    );
  });

  it('refuses a non-string data value (the SDK before FCM; FCM too when asked directly)', async () => {
    const outcome = await sendWith({ ...message, data: { count: 3 as unknown as string } });
    expect(outcome).toEqual({
      kind: 'permanent',
      reason: 'FCM messaging/invalid-payload: data must only contain string values',
    });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: 'fcm.googleapis.com',
          path: `/v1/projects/${fcm.projectId}/messages:send`,
          method: 'POST',
          agent: fcm.agent(),
          headers: { authorization: `Bearer ${fcm.accessToken}`, 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ message: { token: message.token, data: { count: 3 } } }));
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.message).toBe(
      "Invalid value at 'message.data[0].value' (TYPE_STRING), 3",
    );
  });

  it('is transient on QUOTA_EXCEEDED, waiting a minute (the SDK does not pass Retry-After on), without SDK retries', async () => {
    const before = fcm.requests.length;
    fcm.failNext({ kind: 'quota', retryAfterSeconds: 30 });
    const outcome = await sendWith(message);
    expect(outcome).toMatchObject({ kind: 'transient', retryAfterMs: FCM_QUOTA_RETRY_MS });
    expect(outcome.kind === 'transient' && outcome.reason).toMatch(/^FCM messaging\/message-rate-exceeded/);
    expect(fcm.requests.length - before).toBe(1);
    expect(FCM_QUOTA_RETRY_MS).toBeGreaterThanOrEqual(10_000);
  });

  it('is transient on UNAVAILABLE and INTERNAL; the SDK itself retries a 503 it may retry soon', async () => {
    let before = fcm.requests.length;
    fcm.failNext({ kind: 'unavailable', retryAfterSeconds: 120 });
    const unavailable = await sendWith(message);
    expect(unavailable.kind === 'transient' && unavailable.reason).toMatch(
      /^FCM messaging\/server-unavailable/,
    );
    expect(fcm.requests.length - before).toBe(1);
    fcm.failNext({ kind: 'internal' });
    const internal = await sendWith(message);
    expect(internal.kind === 'transient' && internal.reason).toMatch(/^FCM messaging\/internal-error/);
    before = fcm.requests.length;
    // No Retry-After: the SDK's first retry is immediate, and succeeds.
    fcm.failNext({ kind: 'unavailable' });
    expect((await sendWith(message)).kind).toBe('sent');
    expect(fcm.requests.length - before).toBe(2);
  });

  it('is misconfigured when FCM refuses our token or our project', async () => {
    const refused = await sendWith(
      message,
      {},
      {
        credential: { getAccessToken: async () => ({ access_token: 'revoked', expires_in: 3600 }) },
      },
    );
    expect(refused.kind).toBe('misconfigured');
    expect(refused.kind === 'misconfigured' && refused.reason).toMatch(
      /Request had invalid authentication credentials/,
    );
    const otherProject = await sendWith(message, { project_id: 'someone-else' });
    expect(otherProject.kind).toBe('misconfigured');
    expect(otherProject.kind === 'misconfigured' && otherProject.reason).toMatch(
      /Permission 'cloudmessaging/,
    );
  });

  it('tells a refused service account (misconfigured) from an unreachable token server (transient)', async () => {
    const failing = (text: string) => ({
      credential: {
        getAccessToken: async (): Promise<never> => {
          throw new Error(text);
        },
      },
    });
    const refused = await sendWith(message, {}, failing('invalid_grant: Invalid JWT Signature.'));
    expect(refused.kind === 'misconfigured' && refused.reason).toMatch(/^FCM app\/invalid-credential/);
    expect((await sendWith(message, {}, failing('connect ECONNREFUSED 142.250.1.1:443'))).kind).toBe(
      'transient',
    );
  });

  it('gives up after the timeout when FCM never answers', async () => {
    fcm.failNext({ kind: 'hang' });
    const hangingBefore = fcm.hangingRequests;
    expect(await sendWith(message, {}, { timeoutMs: 300 })).toEqual({
      kind: 'transient',
      reason: 'FCM: no answer within 300 ms',
    });
    expect(fcm.hangingRequests).toBe(hangingBefore + 1);
  });

  it('keeps several providers side by side as named apps', async () => {
    const other = await startFakeFcm({ projectId: 'second-project' });
    const first = createPushClient(config, fcm.clientOptions());
    const second = createPushClient(
      {
        project_id: 'second-project',
        service_account_json: JSON.stringify({ ...serviceAccount, project_id: 'second-project' }),
      },
      other.clientOptions(),
    );
    const outcomes = await Promise.all([first.send(message), second.send(message), first.send(message)]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['sent', 'sent', 'sent']);
    expect(other.delivered).toHaveLength(1);
    await Promise.all([first.close(), second.close()]);
    await other.close();
  });

  it('is misconfigured, without calling FCM, when the service account is not usable', async () => {
    const before = fcm.requests.length;
    expect(await sendWith(message, { service_account_json: '{"type":"authorized_user"}' })).toEqual({
      kind: 'misconfigured',
      reason: 'FCM service account: not_a_service_account',
    });
    expect(fcm.requests.length).toBe(before);
  });
});

describe('parseServiceAccount', () => {
  const json = (fields: Record<string, unknown>) => JSON.stringify({ ...serviceAccount, ...fields });

  it('accepts a key file and returns its fields', () => {
    expect(parseServiceAccount(JSON.stringify(serviceAccount))).toEqual({
      ok: true,
      serviceAccount: {
        type: 'service_account',
        project_id: 'demo-pickleball',
        client_email: 'firebase-adminsdk@demo-pickleball.iam.gserviceaccount.com',
        private_key: privateKey,
        private_key_id: 'abc123',
      },
    });
  });

  it('names what is wrong', () => {
    expect(parseServiceAccount('{nope')).toEqual({ ok: false, error: 'invalid_json' });
    expect(parseServiceAccount('[]')).toEqual({ ok: false, error: 'not_a_service_account' });
    expect(parseServiceAccount(json({ type: 'authorized_user' }))).toEqual({
      ok: false,
      error: 'not_a_service_account',
    });
    expect(parseServiceAccount(json({ project_id: undefined }))).toEqual({
      ok: false,
      error: 'missing_field:project_id',
    });
    expect(parseServiceAccount(json({ client_email: '' }))).toEqual({
      ok: false,
      error: 'missing_field:client_email',
    });
    expect(parseServiceAccount(json({ private_key: 42 }))).toEqual({
      ok: false,
      error: 'missing_field:private_key',
    });
    expect(parseServiceAccount(json({ client_email: 'nobody' }))).toEqual({
      ok: false,
      error: 'invalid_field:client_email',
    });
    expect(parseServiceAccount(json({ private_key: 'MIIEvQ...' }))).toEqual({
      ok: false,
      error: 'invalid_field:private_key',
    });
    expect(
      parseServiceAccount(
        json({ private_key: '-----BEGIN PRIVATE KEY-----\nbroken\n-----END PRIVATE KEY-----\n' }),
      ),
    ).toEqual({ ok: false, error: 'invalid_field:private_key' });
  });
});
