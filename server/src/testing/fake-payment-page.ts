import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the fake payment gateways (VNPay, MoMo, Stripe) share: a loopback server, the request log,
 * scripted failures, the hosted payment page with its "Pay" and "Cancel" buttons, and the
 * delivery of the gateway's server-to-server notification with its answer recorded.
 */

/** A scripted failure: an HTTP status (with a body like a failing front end's), a hang, or a gateway code. */
export type FakeFailure = 'hang' | { http: number; body?: string } | { code: string; message?: string };

export type PaymentOutcome = 'paid' | 'failed' | 'cancelled';

export interface CompleteOptions {
  /** The amount the notification reports (VND for VNPay and MoMo, minor units for Stripe): a wrong one for amount checks. */
  amount?: number;
  /** false: the payment settles at the gateway but we are never told (a reconciliation test). */
  notify?: boolean;
}

/** How our server answered a notification (status 0: it could not be reached). */
export interface NotificationAnswer {
  status: number;
  body: string;
}

export interface RecordedRequest {
  operation: string;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface FakeHttp {
  url: string;
  requests: RecordedRequest[];
  notifications: { orderId: string; outcome: PaymentOutcome; answer: NotificationAnswer }[];
  failNext(operation: string, failure: FakeFailure, count?: number): void;
  /** The failure scripted for this operation, if any (hang answers nothing and is kept until close). */
  takeFailure(operation: string, res: ServerResponse): FakeFailure | undefined;
  readonly hangingRequests: number;
  close(): Promise<void>;
}

export type FakeHandler = (req: IncomingMessage, res: ServerResponse, body: string, url: URL) => unknown;

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

export function redirect(res: ServerResponse, status: 302 | 303, location: string): void {
  res.writeHead(status, { location });
  res.end();
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** A plain HTML page (no script) with the amount, the description and two form buttons named "Pay" and "Cancel". */
export function renderPaymentPage(page: {
  gateway: string;
  amount: string;
  description: string;
  action: string;
}) {
  const title = `${escapeHtml(page.gateway)} checkout`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main>
<h1>${title}</h1>
<p>Amount: <strong data-testid="amount">${escapeHtml(page.amount)}</strong></p>
<p>Description: <span data-testid="description">${escapeHtml(page.description)}</span></p>
<form method="post" action="${escapeHtml(page.action)}">
<button type="submit" name="outcome" value="paid">Pay</button>
<button type="submit" name="outcome" value="cancelled">Cancel</button>
</form>
</main></body></html>`;
}

export function renderErrorPage(gateway: string, code: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(gateway)} error</title></head>
<body><main><h1>${escapeHtml(gateway)}: ${escapeHtml(message)}</h1><p>Code: <code>${escapeHtml(code)}</code></p></main></body></html>`;
}

/** Money as a payer reads it on the page: 150000 VND is "150.000 VND"; USD 1250 is "12.50 USD". */
export function formatMoney(amount: number, currency: string): string {
  const exponent = ['VND', 'JPY', 'KRW'].includes(currency.toUpperCase()) ? 0 : 2;
  const value = exponent === 0 ? amount.toLocaleString('de-DE') : (amount / 10 ** exponent).toFixed(exponent);
  return `${value} ${currency.toUpperCase()}`;
}

/** Delivers a notification to our server and reads its answer, the way a gateway would (it never throws). */
export async function deliverNotification(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
): Promise<NotificationAnswer> {
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}

/** Answers a scripted HTTP failure or hang; true when the request was dealt with. */
export function answerHttpFailure(res: ServerResponse, failure: FakeFailure | undefined): boolean {
  if (failure === 'hang') return true;
  if (failure && 'http' in failure) {
    sendHtml(res, failure.http, failure.body ?? `<html><body>HTTP ${failure.http}</body></html>`);
    return true;
  }
  return false;
}

/** Starts the loopback server; each request is logged with the operation `operationOf` names. */
export async function startFakeHttp(
  operationOf: (method: string, path: string, body: string) => string,
  handle: FakeHandler,
): Promise<FakeHttp> {
  const requests: RecordedRequest[] = [];
  const failures = new Map<string, FakeFailure[]>();
  const hung: ServerResponse[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    const method = req.method ?? 'GET';
    requests.push({
      operation: operationOf(method, url.pathname, body),
      method,
      path: `${url.pathname}${url.search}`,
      headers: req.headers,
      body,
    });
    try {
      await handle(req, res, body, url);
    } catch (error) {
      if (!res.headersSent) sendHtml(res, 500, `<pre>${escapeHtml(String(error))}</pre>`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    notifications: [],
    failNext(operation, failure, count = 1) {
      const queue = failures.get(operation) ?? [];
      for (let i = 0; i < count; i += 1) queue.push(failure);
      failures.set(operation, queue);
    },
    takeFailure(operation, res) {
      const failure = failures.get(operation)?.shift();
      if (failure === 'hang') hung.push(res);
      return failure;
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

export interface ReceivedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  rawBody: Buffer;
}

/**
 * Our side of a notification, for client tests that have no app: a loopback server that records
 * each call and answers what `answer` says (what the payments module's route would answer).
 */
export async function startNotificationReceiver(
  answer: (call: ReceivedCall) => { status: number; body?: unknown } = () => ({ status: 200 }),
) {
  const calls: ReceivedCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const headers: Record<string, string | undefined> = {};
      for (const [key, value] of Object.entries(req.headers))
        headers[key] = Array.isArray(value) ? value.join(', ') : value;
      const call = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers,
        rawBody: Buffer.concat(chunks),
      };
      calls.push(call);
      const { status, body } = answer(call);
      if (body === undefined) {
        res.writeHead(status);
        res.end();
      } else sendJson(res, status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
