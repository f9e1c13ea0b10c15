import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ZaloFailure =
  | 'http_500'
  | 'http_401'
  /** Takes the request and never answers. */
  | 'hang'
  /** Answers this HTTP status (a gateway's 429 or 503), with Retry-After if given. */
  | { http: number; retryAfterSeconds?: number }
  /** Answers HTTP 200 with this ZNS error code, as Zalo does. */
  | { error: number; message?: string };

export interface ZaloSentMessage {
  msgId: string;
  phone: string;
  templateId: string;
  templateData: Record<string, unknown>;
  trackingId: unknown;
  accessToken: string;
}

/**
 * Zalo's OA OAuth (POST /v4/oa/access_token) and ZNS send (POST /message/template) on one
 * loopback server. It checks what Zalo checks: the app id and the `secret_key` header on a
 * refresh, each refresh token used once (a second use answers -14020 and is counted), the
 * `access_token` header on a send (an unknown or expired token answers -124 with HTTP 200, or
 * HTTP 401 if asked), the phone (-108: 84…, or the 0… Zalo also takes now), the template (-109)
 * and its data (-111 empty, -112 a missing parameter or a value that is not text or a number).
 * A refresh can be held (`holdRefreshes`) so a test makes sure concurrent sends overlap it.
 */
export async function startFakeZalo(
  options: {
    appId?: string;
    secretKey?: string;
    /** Registered templates and their parameter names. */
    templates?: Record<string, string[]>;
    /** Access-token lifetime in seconds (Zalo: about 25 h). */
    accessTokenLifetime?: number;
    /** How expires_in is written in the refresh answer; Zalo has been seen writing both. */
    expiresInAs?: 'string' | 'number';
  } = {},
) {
  const appId = options.appId ?? 'zalo-app';
  const secretKey = options.secretKey ?? 'zalo-secret';
  const templates = options.templates ?? { '246810': ['customer_name', 'match_time'] };
  const lifetime = options.accessTokenLifetime ?? 90_000;
  const accessTokens = new Map<string, { expiresAt: number }>();
  const refreshTokens = new Map<string, { used: boolean }>();
  const sent: ZaloSentMessage[] = [];
  const failures: ZaloFailure[] = [];
  const hung: ServerResponse[] = [];
  const held: (() => void)[] = [];
  let holding = false;
  const counters = { refreshes: 0, refreshReuses: 0, sendRequests: 0 };

  const issue = () => {
    const access = randomBytes(24).toString('base64url');
    const refresh = randomBytes(24).toString('base64url');
    accessTokens.set(access, { expiresAt: Date.now() + lifetime * 1000 });
    refreshTokens.set(refresh, { used: false });
    return { access_token: access, refresh_token: refresh, expires_in: lifetime };
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function onRefresh(req: IncomingMessage, res: ServerResponse, raw: string) {
    counters.refreshes += 1;
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    const form = new URLSearchParams(raw);
    if (!/^application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? ''))
      return json(res, 200, {
        error: -14001,
        error_name: 'Invalid parameter',
        error_description: 'form expected',
      });
    if (form.get('app_id') !== appId)
      return json(res, 200, {
        error: -14002,
        error_name: 'Invalid app id',
        error_description: 'app_id is invalid',
      });
    if (req.headers.secret_key !== secretKey)
      return json(res, 200, {
        error: -14003,
        error_name: 'Invalid secret key',
        error_description: 'secret key invalid',
      });
    if (form.get('grant_type') !== 'refresh_token')
      return json(res, 200, {
        error: -14004,
        error_name: 'Invalid grant type',
        error_description: 'grant_type',
      });
    const token = refreshTokens.get(form.get('refresh_token') ?? '');
    if (!token)
      return json(res, 200, {
        error: -14014,
        error_name: 'Invalid refresh token',
        error_description: 'Refresh token is invalid',
      });
    if (token.used) {
      counters.refreshReuses += 1;
      return json(res, 200, {
        error: -14020,
        error_name: 'Invalid refresh token',
        error_description: 'Refresh token has been used',
      });
    }
    token.used = true;
    const pair = issue();
    return json(res, 200, {
      ...pair,
      expires_in: options.expiresInAs === 'number' ? pair.expires_in : String(pair.expires_in),
    });
  }

  function onSend(req: IncomingMessage, res: ServerResponse, raw: string) {
    counters.sendRequests += 1;
    const failure = failures.shift();
    if (failure === 'hang') {
      hung.push(res);
      return;
    }
    if (failure === 'http_500') return json(res, 500, { error: -100, message: 'Internal error' });
    if (typeof failure === 'object' && 'http' in failure) {
      res.writeHead(failure.http, {
        'content-type': 'text/html',
        ...(failure.retryAfterSeconds === undefined
          ? {}
          : { 'retry-after': String(failure.retryAfterSeconds) }),
      });
      res.end('<html><body>Too many requests</body></html>');
      return;
    }
    const accessToken = String(req.headers.access_token ?? '');
    const session = accessTokens.get(accessToken);
    if (failure === 'http_401') return json(res, 401, { error: -216, message: 'Access token is invalid' });
    if (!session || session.expiresAt <= Date.now())
      return json(res, 200, { error: -124, message: 'Access token is invalid or expired' });
    if (failure)
      return json(res, 200, { error: failure.error, message: failure.message ?? 'Scripted failure' });
    let body: { phone?: unknown; template_id?: unknown; template_data?: unknown; tracking_id?: unknown };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return json(res, 200, { error: -100, message: 'Body is not JSON' });
    }
    if (typeof body.phone !== 'string' || !/^(84|0)[1-9]\d{8,9}$/.test(body.phone))
      return json(res, 200, { error: -108, message: 'Phone number invalid' });
    const params = typeof body.template_id === 'string' ? templates[body.template_id] : undefined;
    if (!params) return json(res, 200, { error: -109, message: 'Template ID invalid' });
    const data = body.template_data;
    if (!data || typeof data !== 'object' || Object.keys(data).length === 0)
      return json(res, 200, { error: -111, message: 'Template data empty' });
    const values = data as Record<string, unknown>;
    if (
      params.some((name) => !(name in values)) ||
      Object.values(values).some((value) => typeof value !== 'string' && typeof value !== 'number')
    )
      return json(res, 200, { error: -112, message: 'Template data invalid' });
    const msgId = randomUUID().replaceAll('-', '');
    sent.push({
      msgId,
      phone: body.phone,
      templateId: body.template_id as string,
      templateData: values,
      trackingId: body.tracking_id,
      accessToken,
    });
    return json(res, 200, {
      error: 0,
      message: 'Success',
      data: {
        msg_id: msgId,
        sent_time: String(Date.now()),
        quota: { dailyQuota: '500', remainingQuota: String(500 - sent.length) },
      },
    });
  }

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const raw = await readBody(req);
    if (req.method === 'POST' && path === '/v4/oa/access_token') return onRefresh(req, res, raw);
    if (req.method === 'POST' && path === '/message/template') return onSend(req, res, raw);
    return json(res, 404, { error: 404, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    /** Both the API and the OAuth base URL. */
    url,
    sent,
    counters,
    /** A fresh pair, as the OA's authorisation gives it: seeds a token store. */
    issueTokens() {
      const pair = issue();
      return {
        access_token: pair.access_token,
        refresh_token: pair.refresh_token,
        expires_at: new Date(Date.now() + pair.expires_in * 1000).toISOString(),
      };
    },
    /** Invalidates every access token issued so far (revoked, or expired early). */
    revokeAccessTokens() {
      for (const session of accessTokens.values()) session.expiresAt = 0;
    },
    failNext(failure: ZaloFailure, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(failure);
    },
    /** Refresh requests wait until releaseRefreshes() (still counted as they arrive). */
    holdRefreshes() {
      holding = true;
    },
    releaseRefreshes() {
      holding = false;
      for (const release of held.splice(0)) release();
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
