import { createPrivateKey, randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import { type App, type Credential, cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { getMessaging, type Messaging } from 'firebase-admin/messaging';
import type { ChannelClient, ChannelOutcome, PushMessage } from './channel-client';

/**
 * Push notifications through Firebase Cloud Messaging (HTTP v1), with the official SDK: it signs
 * the service account's OAuth token and maps FCM's errors to codes we read here. Each client is
 * its own named Firebase app, so several push providers (and the product's own configuration)
 * live side by side; close() deletes it.
 *
 * The FCM host is fixed in the SDK (fcm.googleapis.com); tests reach a loopback fake through
 * `httpAgent` (an agent that connects there whatever the host) and a `credential` that hands out
 * the fake's token.
 */
export interface PushProviderConfig {
  project_id: string;
  /** The service account key file, as downloaded from the Firebase console. */
  service_account_json: string;
}

export interface PushClientOptions {
  httpAgent?: Agent;
  credential?: Credential;
  /** HTTP/1.1 for every call (the SDK's batch sends use HTTP/2, which ignores httpAgent). */
  legacyTransport?: boolean;
  /** The longest a send may take, SDK retries included (default 30 s). */
  timeoutMs?: number;
}

export interface ServiceAccount {
  type: 'service_account';
  project_id: string;
  client_email: string;
  private_key: string;
  private_key_id?: string;
}

export type ServiceAccountError =
  | 'invalid_json'
  | 'not_a_service_account'
  | `missing_field:${'project_id' | 'client_email' | 'private_key'}`
  | `invalid_field:${'client_email' | 'private_key'}`;

/**
 * Checks a pasted service account key file before it is saved (the settings page shows the error
 * key) and before it is used: the JSON, its `type`, and the fields the SDK signs with, including
 * that the private key is a PEM key node can load.
 */
export function parseServiceAccount(
  json: string,
): { ok: true; serviceAccount: ServiceAccount } | { ok: false; error: ServiceAccountError } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, error: 'invalid_json' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, error: 'not_a_service_account' };
  const fields = value as Record<string, unknown>;
  if (fields.type !== 'service_account') return { ok: false, error: 'not_a_service_account' };
  for (const name of ['project_id', 'client_email', 'private_key'] as const) {
    const field = fields[name];
    if (typeof field !== 'string' || field.trim() === '')
      return { ok: false, error: `missing_field:${name}` };
  }
  const clientEmail = fields.client_email as string;
  const privateKey = fields.private_key as string;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(clientEmail))
    return { ok: false, error: 'invalid_field:client_email' };
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(privateKey))
    return { ok: false, error: 'invalid_field:private_key' };
  try {
    createPrivateKey(privateKey);
  } catch {
    return { ok: false, error: 'invalid_field:private_key' };
  }
  return {
    ok: true,
    serviceAccount: {
      type: 'service_account',
      project_id: fields.project_id as string,
      client_email: clientEmail,
      private_key: privateKey,
      ...(typeof fields.private_key_id === 'string' ? { private_key_id: fields.private_key_id } : {}),
    },
  };
}

/**
 * How long to wait after FCM's QUOTA_EXCEEDED. The SDK drops the answer's Retry-After (its error
 * keeps only the code and message), and FCM's quota is a one-minute token bucket; its guide says
 * to wait at least 10 s, so a minute is the wait that surely finds the bucket refilled.
 */
export const FCM_QUOTA_RETRY_MS = 60_000;

/** FCM's words for a token that is not a token (INVALID_ARGUMENT otherwise means the message). */
const BAD_TOKEN = /registration token|not a valid fcm|invalid token|malformed token/i;
/** A 403 that is about our project's permissions, not the token's project (both map to mismatched-credential). */
const PERMISSION = /permission|has not been used|is disabled|not enabled|iam/i;
/** An OAuth token fetch that failed on the way, not on the credentials. */
const NETWORK =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|socket hang up|network|timed? ?out|\b5\d\d\b/i;

export function classifyFirebaseError(error: unknown): ChannelOutcome {
  const code = (error as { code?: unknown } | null)?.code;
  const text = error instanceof Error ? error.message : String(error);
  const message = text.length > 300 ? `${text.slice(0, 297)}...` : text;
  const reason = `FCM ${typeof code === 'string' ? code : 'error'}: ${message}`;
  switch (code) {
    case 'messaging/registration-token-not-registered':
    case 'messaging/invalid-registration-token':
      return { kind: 'permanent', reason, addressDead: true };
    case 'messaging/invalid-argument':
      return BAD_TOKEN.test(text)
        ? { kind: 'permanent', reason, addressDead: true }
        : { kind: 'permanent', reason };
    case 'messaging/mismatched-credential':
      // SENDER_ID_MISMATCH: the token belongs to another Firebase project, for good. A 403
      // PERMISSION_DENIED maps to the same code: then our service account lacks the right.
      if (PERMISSION.test(text)) return { kind: 'misconfigured', reason };
      return { kind: 'permanent', reason, addressDead: true };
    case 'messaging/invalid-payload':
    case 'messaging/invalid-data-payload-key':
    case 'messaging/payload-size-limit-exceeded':
    case 'messaging/invalid-options':
    case 'messaging/invalid-package-name':
      return { kind: 'permanent', reason };
    case 'messaging/message-rate-exceeded':
    case 'messaging/device-message-rate-exceeded':
    case 'messaging/topics-message-rate-exceeded':
      return { kind: 'transient', reason, retryAfterMs: FCM_QUOTA_RETRY_MS };
    case 'messaging/server-unavailable':
    case 'messaging/internal-error':
    case 'messaging/unknown-error':
    case 'app/network-error':
    case 'app/network-timeout':
      return { kind: 'transient', reason };
    case 'messaging/third-party-auth-error':
    case 'messaging/authentication-error':
    case 'app/invalid-app-options':
    case 'app/invalid-credential':
      // The SDK wraps any failed token fetch as invalid-credential, a network failure included.
      if (
        code === 'app/invalid-credential' &&
        NETWORK.test(text) &&
        !/invalid_grant|invalid_client/.test(text)
      )
        return { kind: 'transient', reason };
      return { kind: 'misconfigured', reason };
    default:
      return typeof code === 'string' && code.startsWith('auth/')
        ? { kind: 'misconfigured', reason }
        : { kind: 'transient', reason };
  }
}

let appCounter = 0;

export function createPushClient(
  config: PushProviderConfig,
  options: PushClientOptions = {},
): ChannelClient<PushMessage> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  let app: App | null = null;
  let messaging: Messaging | null = null;

  /** The Firebase app, made on first use so that a bad key is a send outcome, not a crash. */
  function open(): { ok: true; messaging: Messaging } | { ok: false; outcome: ChannelOutcome } {
    if (messaging) return { ok: true, messaging };
    const parsed = parseServiceAccount(config.service_account_json);
    if (!parsed.ok)
      return {
        ok: false,
        outcome: { kind: 'misconfigured', reason: `FCM service account: ${parsed.error}` },
      };
    try {
      const { serviceAccount } = parsed;
      appCounter += 1;
      app = initializeApp(
        {
          projectId: config.project_id,
          credential:
            options.credential ??
            cert(
              {
                projectId: serviceAccount.project_id,
                clientEmail: serviceAccount.client_email,
                privateKey: serviceAccount.private_key,
              },
              options.httpAgent,
            ),
          ...(options.httpAgent ? { httpAgent: options.httpAgent } : {}),
        },
        `push-${appCounter}-${randomUUID()}`,
      );
      messaging = getMessaging(app);
      if (options.legacyTransport) messaging.enableLegacyHttpTransport();
      return { ok: true, messaging };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      return { ok: false, outcome: { kind: 'misconfigured', reason: `FCM setup: ${text.slice(0, 300)}` } };
    }
  }

  return {
    async send(message): Promise<ChannelOutcome> {
      const opened = open();
      if (!opened.ok) return opened.outcome;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<ChannelOutcome>((resolve) => {
        timer = setTimeout(
          () => resolve({ kind: 'transient', reason: `FCM: no answer within ${timeoutMs} ms` }),
          timeoutMs,
        );
      });
      // send() validates synchronously (it throws, e.g. for a non-string data value): inside the try.
      const sending = (async (): Promise<ChannelOutcome> => {
        try {
          const name = await opened.messaging.send({
            token: message.token,
            notification: { title: message.title, body: message.body },
            data: message.data,
          });
          return { kind: 'sent', providerMessageId: name };
        } catch (error) {
          return classifyFirebaseError(error);
        }
      })();
      try {
        // On a timeout the SDK's request goes on until its own (15 s, retried): its answer is dropped.
        return await Promise.race([sending, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      const current = app;
      app = null;
      messaging = null;
      if (current) await deleteApp(current);
    },
  };
}
