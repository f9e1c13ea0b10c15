import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { connect } from 'node:tls';
import { promisify } from 'node:util';
import type { Credential } from 'firebase-admin/app';

const FCM_HOST = 'fcm.googleapis.com';
const FCM_ERROR_TYPE = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';

/**
 * A certificate for fcm.googleapis.com, made fresh with the openssl CLI (no certificate library
 * is a dependency, and node:crypto cannot issue one). Only the loopback agent below trusts it.
 */
async function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'fake-fcm-'));
  try {
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '2',
      '-subj',
      `/CN=${FCM_HOST}`,
      '-addext',
      `subjectAltName=DNS:${FCM_HOST}`,
    ]);
    return {
      key: await readFile(join(dir, 'key.pem'), 'utf8'),
      cert: await readFile(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type FcmFailure =
  /** 429 QUOTA_EXCEEDED, with Retry-After. */
  | { kind: 'quota'; retryAfterSeconds?: number }
  /** 503 UNAVAILABLE (the SDK retries it itself unless Retry-After is over 60 s). */
  | { kind: 'unavailable'; retryAfterSeconds?: number }
  /** 500 INTERNAL. */
  | { kind: 'internal' }
  /** Takes the request and never answers. */
  | { kind: 'hang' };

export interface FcmDelivered {
  name: string;
  token: string;
  notification: unknown;
  data: Record<string, string> | undefined;
  validateOnly: boolean;
}

/**
 * FCM's HTTP v1 send endpoint (POST /v1/projects/{id}/messages:send) over HTTPS on loopback, as the
 * recipe in docs (outside-systems §1) proved firebase-admin 13 reaches it: a certificate for
 * fcm.googleapis.com, an https.Agent whose connections all go to this server, and a credential
 * that hands out the one access token this server accepts. It checks what FCM checks: the bearer
 * token (401 UNAUTHENTICATED), the project (403 PERMISSION_DENIED), exactly one target, a token
 * that looks like one (400 INVALID_ARGUMENT), string-only data values (400, TYPE_STRING), the
 * 4096-byte payload limit, and answers unregistered tokens 404 UNREGISTERED and another project's
 * tokens 403 SENDER_ID_MISMATCH, in FCM's error body (details[].errorCode of FcmError).
 */
export async function startFakeFcm(options: { projectId?: string } = {}) {
  const projectId = options.projectId ?? 'demo-pickleball';
  const accessToken = `fake-oauth-${Math.random().toString(36).slice(2)}`;
  const { key, cert } = await selfSignedCertificate();
  const delivered: FcmDelivered[] = [];
  const unregistered = new Set<string>();
  const foreign = new Set<string>();
  const failures: FcmFailure[] = [];
  const hung: ServerResponse[] = [];
  const requests: { path: string; host: string | undefined; authorization: string | undefined }[] = [];
  let counter = 0;

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const fail = (
    res: ServerResponse,
    code: number,
    status: string,
    message: string,
    errorCode?: string,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(code, { 'content-type': 'application/json; charset=UTF-8', ...headers });
    res.end(
      JSON.stringify({
        error: {
          code,
          message,
          status,
          ...(errorCode ? { details: [{ '@type': FCM_ERROR_TYPE, errorCode }] } : {}),
        },
      }),
    );
  };

  const server = createServer({ key, cert }, async (req, res) => {
    const raw = await readBody(req);
    const path = req.url ?? '';
    requests.push({ path, host: req.headers.host, authorization: req.headers.authorization });
    const route = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(path);
    if (req.method !== 'POST' || !route)
      return fail(res, 404, 'NOT_FOUND', 'The requested URL was not found on this server.');
    if (req.headers.authorization !== `Bearer ${accessToken}`)
      return fail(
        res,
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );
    if (route[1] !== projectId)
      return fail(
        res,
        403,
        'PERMISSION_DENIED',
        `Permission 'cloudmessaging.messages.create' denied on resource '//cloudresourcemanager.googleapis.com/projects/${route[1]}' (or it may not exist).`,
      );
    const failure = failures.shift();
    if (failure?.kind === 'hang') {
      hung.push(res);
      return;
    }
    if (failure) {
      const retry: Record<string, string> =
        'retryAfterSeconds' in failure && failure.retryAfterSeconds !== undefined
          ? { 'retry-after': String(failure.retryAfterSeconds) }
          : {};
      if (failure.kind === 'quota')
        return fail(
          res,
          429,
          'RESOURCE_EXHAUSTED',
          'Quota exceeded for quota metric.',
          'QUOTA_EXCEEDED',
          retry,
        );
      if (failure.kind === 'unavailable')
        return fail(res, 503, 'UNAVAILABLE', 'The service is currently unavailable.', 'UNAVAILABLE', retry);
      return fail(res, 500, 'INTERNAL', 'Internal error encountered.', 'INTERNAL');
    }
    let body: { message?: Record<string, unknown>; validate_only?: unknown };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return fail(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    const message = body.message;
    if (!message || typeof message !== 'object')
      return fail(res, 400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.', 'INVALID_ARGUMENT');
    const targets = ['token', 'topic', 'condition'].filter((target) => target in message);
    if (targets.length !== 1)
      return fail(
        res,
        400,
        'INVALID_ARGUMENT',
        'Exactly one of token, topic or condition must be set.',
        'INVALID_ARGUMENT',
      );
    const data = message.data as Record<string, unknown> | undefined;
    const entries = Object.entries(data ?? {});
    const notString = entries.findIndex(([, value]) => typeof value !== 'string');
    if (notString >= 0) {
      const text = `Invalid value at 'message.data[${notString}].value' (TYPE_STRING), ${JSON.stringify(entries[notString]?.[1])}`;
      res.writeHead(400, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(
        JSON.stringify({
          error: {
            code: 400,
            message: text,
            status: 'INVALID_ARGUMENT',
            details: [
              {
                '@type': 'type.googleapis.com/google.rpc.BadRequest',
                fieldViolations: [{ field: `message.data[${notString}].value`, description: text }],
              },
            ],
          },
        }),
      );
      return;
    }
    if (Buffer.byteLength(JSON.stringify(message)) > 4096)
      return fail(res, 400, 'INVALID_ARGUMENT', 'Message is too big', 'INVALID_ARGUMENT');
    const token = message.token;
    if (typeof token === 'string') {
      if (!/^[A-Za-z0-9_:-]{20,}$/.test(token))
        return fail(
          res,
          400,
          'INVALID_ARGUMENT',
          'The registration token is not a valid FCM registration token',
          'INVALID_ARGUMENT',
        );
      if (unregistered.has(token))
        return fail(res, 404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED');
      if (foreign.has(token))
        return fail(res, 403, 'PERMISSION_DENIED', 'SenderId mismatch', 'SENDER_ID_MISMATCH');
    }
    counter += 1;
    const validateOnly = body.validate_only === true;
    const name = validateOnly
      ? `projects/${projectId}/messages/fake_message_id`
      : `projects/${projectId}/messages/0:${Date.now()}%${counter}`;
    delivered.push({
      name,
      token: String(token),
      notification: message.notification,
      data: data as Record<string, string> | undefined,
      validateOnly,
    });
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify({ name }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Sends every connection to this server, whatever host the SDK asks for, trusting only its certificate. */
  class LoopbackAgent extends Agent {
    // Returned at once, the socket is what the agent uses (the callback is for async creation).
    override createConnection(): Duplex {
      return connect({ host: '127.0.0.1', port, servername: FCM_HOST, ca: cert });
    }
  }
  const credential: Credential = {
    getAccessToken: async () => ({ access_token: accessToken, expires_in: 3600 }),
  };

  return {
    projectId,
    accessToken,
    /** A fresh agent to this server (give each client its own). */
    agent: () => new LoopbackAgent(),
    credential,
    /** The options a push client needs to talk to this fake. */
    clientOptions: () => ({ httpAgent: new LoopbackAgent(), credential, legacyTransport: true }),
    delivered,
    requests,
    /** FCM answers this token UNREGISTERED from now on (the app was uninstalled). */
    unregister(token: string) {
      unregistered.add(token);
    },
    /** This token belongs to another Firebase project (SENDER_ID_MISMATCH). */
    addForeignToken(token: string) {
      foreign.add(token);
    },
    failNext(failure: FcmFailure, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(failure);
    },
    get hangingRequests() {
      return hung.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
