import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ChannelClient, ChannelOutcome, WebhookEvent } from './channel-client';
import { DEFAULT_TIMEOUT_MS, describeFetchError, readRetryAfter } from './http';

/**
 * Signed webhooks, as the Standard Webhooks specification (standardwebhooks.com) defines them, so
 * a receiver can use any of its libraries: the body is JSON `{id, type, timestamp, data}`, and
 * three headers carry `webhook-id` (the event's id, stable across retries, for de-duplication),
 * `webhook-timestamp` (unix seconds of this attempt, against replays) and
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed by the secret's
 * bytes (the base64 after `whsec_`).
 */
export interface WebhookProviderConfig {
  url: string;
  method: 'POST' | 'PUT';
  auth_type: 'none' | 'bearer' | 'basic';
  token?: string;
  username?: string;
  password?: string;
  /** `whsec_` followed by the base64 of the key bytes. */
  signing_secret: string;
  headers?: Record<string, string>;
  timeout_ms?: number;
}

const SECRET_PREFIX = 'whsec_';
/** How far a receiver lets a signature's timestamp drift from its clock (the spec's suggestion). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** A new signing secret: 32 random bytes (the spec asks for 24 to 64). */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

function secretKey(secret: string): Buffer | null {
  if (!secret.startsWith(SECRET_PREFIX)) return null;
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null;
  const key = Buffer.from(encoded, 'base64');
  return key.length >= 16 ? key : null;
}

/** The `v1,<base64>` signature of one attempt; null for a secret that is not `whsec_<base64>`. */
export function signWebhook(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): string | null {
  const key = secretKey(secret);
  if (!key) return null;
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

export type WebhookVerification =
  | { ok: true }
  | { ok: false; reason: 'missing_headers' | 'invalid_secret' | 'stale_timestamp' | 'bad_signature' };

/**
 * What a receiver does with a delivery: check the timestamp is within the tolerance (either
 * side, against replays) and that one of the space-separated `v1,` signatures matches, compared
 * in constant time. `body` must be the raw body as received, not a re-serialised object.
 */
export function verifyWebhookSignature(input: {
  secret: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  now?: Date;
  toleranceSeconds?: number;
}): WebhookVerification {
  const header = (name: string) => {
    const value = input.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const id = header('webhook-id');
  const timestamp = header('webhook-timestamp');
  const signatures = header('webhook-signature');
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp))
    return { ok: false, reason: 'missing_headers' };
  const now = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - Number(timestamp)) > (input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS))
    return { ok: false, reason: 'stale_timestamp' };
  const expected = signWebhook(input.secret, id, Number(timestamp), input.body);
  if (!expected) return { ok: false, reason: 'invalid_secret' };
  const expectedBytes = Buffer.from(expected.slice(3), 'base64');
  for (const candidate of signatures.split(' ')) {
    const [version, value] = candidate.split(',', 2);
    if (version !== 'v1' || !value) continue;
    const bytes = Buffer.from(value, 'base64');
    if (bytes.length === expectedBytes.length && timingSafeEqual(bytes, expectedBytes)) return { ok: true };
  }
  return { ok: false, reason: 'bad_signature' };
}

/** Headers the client owns: a configured header of the same name must not replace them. */
const RESERVED_HEADERS = new Set(['content-type', 'webhook-id', 'webhook-timestamp', 'webhook-signature']);

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function createWebhookClient(
  config: WebhookProviderConfig,
  options: { now?: () => Date } = {},
): ChannelClient<WebhookEvent> {
  const timeoutMs = config.timeout_ms ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  return {
    async send(event): Promise<ChannelOutcome> {
      const body = JSON.stringify({
        id: event.id,
        type: event.type,
        timestamp: event.timestamp.toISOString(),
        data: event.data,
      });
      if (!isHttpUrl(config.url)) return { kind: 'misconfigured', reason: 'webhook URL is not http(s)' };
      // Each attempt is signed with its own time: a retry hours later must not look like a replay.
      const timestamp = Math.floor(now().getTime() / 1000);
      const signature = signWebhook(config.signing_secret, event.id, timestamp, body);
      if (!signature) return { kind: 'misconfigured', reason: 'signing secret is not whsec_<base64>' };
      const headers: Record<string, string> = {};
      // With auth_type 'none' an Authorization header of the receiver's own scheme may be configured.
      for (const [name, value] of Object.entries(config.headers ?? {}))
        if (
          !RESERVED_HEADERS.has(name.toLowerCase()) &&
          !(name.toLowerCase() === 'authorization' && config.auth_type !== 'none')
        )
          headers[name] = value;
      Object.assign(headers, {
        'content-type': 'application/json',
        'webhook-id': event.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature,
      });
      if (config.auth_type === 'bearer') {
        if (!config.token) return { kind: 'misconfigured', reason: 'bearer auth without a token' };
        headers.authorization = `Bearer ${config.token}`;
      } else if (config.auth_type === 'basic') {
        if (!config.username) return { kind: 'misconfigured', reason: 'basic auth without a username' };
        headers.authorization = `Basic ${Buffer.from(`${config.username}:${config.password ?? ''}`).toString('base64')}`;
      }
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: config.method,
          headers,
          body,
          // A redirect would turn the POST into a GET elsewhere; the configured URL must be the endpoint.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { kind: 'transient', reason: describeFetchError(error, timeoutMs) };
      }
      // The answer's body is not ours to keep; drain it so the connection is released.
      await response.body?.cancel().catch(() => undefined);
      const status = response.status;
      if (status >= 200 && status < 300) return { kind: 'sent', providerMessageId: null };
      if (status === 408 || status === 429 || status >= 500) {
        const retryAfterMs = readRetryAfter(response.headers.get('retry-after'));
        return {
          kind: 'transient',
          reason: `receiver answered HTTP ${status}`,
          ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
        };
      }
      if (status === 401 || status === 403)
        return { kind: 'misconfigured', reason: `receiver refused our credentials (HTTP ${status})` };
      if (status >= 300 && status < 400)
        return {
          kind: 'misconfigured',
          reason: `receiver redirects (HTTP ${status}); configure the final URL`,
        };
      return { kind: 'permanent', reason: `receiver refused the event (HTTP ${status})` };
    },
    async close() {
      // fetch keeps no state of ours: nothing to release.
    },
  };
}
