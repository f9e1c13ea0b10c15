import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EsmsRequest {
  ApiKey?: unknown;
  SecretKey?: unknown;
  Phone?: unknown;
  Content?: unknown;
  Brandname?: unknown;
  SmsType?: unknown;
  IsUnicode?: unknown;
  RequestId?: unknown;
  Sandbox?: unknown;
  CallbackUrl?: unknown;
}

export type EsmsFailure =
  /** An HTTP 500 with an HTML body, as a failing front end gives. */
  | 'http_500'
  /** Takes the request and never answers. */
  | 'hang'
  /** Answers this HTTP status (e.g. 503 from the front end), with Retry-After if given. */
  | { http: number; retryAfterSeconds?: number }
  /** Answers this CodeResult (e.g. '140' IP not whitelisted, '103' balance). */
  | { code: string };

/**
 * eSMS.vn's send API (SendMultipleMessage_V4_post_json) on loopback, checking what eSMS checks in
 * its documented order of codes: the API key pair (101), the brand name (104), the SMS type (118),
 * the phone number's format (108: a Vietnamese mobile, 0… or 84…), a registered customer-care
 * template (146, when templates are given: `{…}` stands for any text), the balance (103) and the
 * RequestId (at most 50 characters, and a repeat answers 124 without sending twice).
 */
export async function startFakeEsms(
  options: {
    apiKey?: string;
    secretKey?: string;
    brandNames?: string[];
    /** Registered CSKH templates; undefined accepts any content. */
    templates?: string[];
    /** How many messages the balance pays for (sandbox sends are free). */
    balance?: number;
  } = {},
) {
  const apiKey = options.apiKey ?? 'esms-key';
  const secretKey = options.secretKey ?? 'esms-secret';
  const brandNames = new Set(options.brandNames ?? ['PICKLEBALL']);
  const templates = options.templates?.map(
    (template) =>
      new RegExp(
        `^${template
          .split(/\{[^}]*\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
        's',
      ),
  );
  let balance = options.balance ?? Number.POSITIVE_INFINITY;
  const requests: EsmsRequest[] = [];
  const sent: { smsId: string; phone: string; content: string; requestId: string; sandbox: boolean }[] = [];
  const seenRequestIds = new Map<string, string>();
  const failures: EsmsFailure[] = [];
  const hung: ServerResponse[] = [];

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const answer = (res: ServerResponse, body: Record<string, unknown>) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const code = (res: ServerResponse, codeResult: string, message: string) =>
    answer(res, { CodeResult: codeResult, ErrorMessage: message });

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const raw = await readBody(req);
    if (
      req.method !== 'POST' ||
      path?.replace(/\/$/, '') !== '/MainService.svc/json/SendMultipleMessage_V4_post_json'
    ) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body>Endpoint not found.</body></html>');
      return;
    }
    let body: EsmsRequest;
    try {
      body = JSON.parse(raw) as EsmsRequest;
    } catch {
      return code(res, '99', 'Invalid request');
    }
    requests.push(body);
    const failure = failures.shift();
    if (failure === 'hang') {
      hung.push(res);
      return;
    }
    if (failure === 'http_500') {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html><body>Internal Server Error</body></html>');
      return;
    }
    if (failure && 'http' in failure) {
      res.writeHead(failure.http, {
        'content-type': 'text/html',
        ...(failure.retryAfterSeconds === undefined
          ? {}
          : { 'retry-after': String(failure.retryAfterSeconds) }),
      });
      res.end('<html><body>Service Unavailable</body></html>');
      return;
    }
    if (failure) return code(res, failure.code, 'Scripted failure');
    if (body.ApiKey !== apiKey || body.SecretKey !== secretKey)
      return code(res, '101', 'Sai thong tin ApiKey hoac SecretKey');
    if (typeof body.Brandname !== 'string' || !brandNames.has(body.Brandname))
      return code(res, '104', 'Brandname khong ton tai');
    if (body.SmsType !== '2') return code(res, '118', 'Loai tin khong ho tro');
    if (typeof body.Phone !== 'string' || !/^(0|84)(3|5|7|8|9)\d{8}$/.test(body.Phone))
      return code(res, '108', 'So dien thoai khong dung dinh dang');
    if (typeof body.Content !== 'string' || body.Content.trim() === '')
      return code(res, '99', 'Thieu noi dung');
    if (templates && !templates.some((template) => template.test(body.Content as string)))
      return code(res, '146', 'Sai template cham soc khach hang');
    if (typeof body.RequestId === 'string' && body.RequestId.length > 50)
      return code(res, '99', 'RequestId qua dai');
    const requestId = typeof body.RequestId === 'string' ? body.RequestId : '';
    if (requestId && seenRequestIds.has(requestId)) return code(res, '124', 'Trung RequestId');
    const sandbox = body.Sandbox === '1';
    if (!sandbox && balance <= 0) return code(res, '103', 'Khong du so du');
    if (!sandbox) balance -= 1;
    const smsId = randomUUID();
    if (requestId) seenRequestIds.set(requestId, smsId);
    sent.push({ smsId, phone: body.Phone, content: body.Content, requestId, sandbox });
    return answer(res, { CodeResult: '100', CountRegenerate: 0, SMSID: smsId });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL, as configured in production (https://rest.esms.vn/MainService.svc/json). */
    url: `http://127.0.0.1:${port}/MainService.svc/json`,
    /** Every request body, refused or not. */
    requests,
    /** What eSMS accepted. */
    sent,
    failNext(failure: EsmsFailure, count = 1) {
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
