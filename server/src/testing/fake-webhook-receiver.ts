import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '../integrations/channels/webhook-client';

export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
  event: { id: string; type: string; timestamp: string; data: unknown };
}

export type WebhookReceiverAuth =
  | { type: 'bearer'; token: string }
  | { type: 'basic'; username: string; password: string };

/**
 * A webhook receiver on loopback that does what a careful real one does: it checks the
 * credentials (401), then the Standard Webhooks headers with the shared secret (the signature
 * over the raw body, and a timestamp within 5 minutes of its clock), and the body's shape (400
 * for any of these, with the reason kept in `rejected`). Tests script the next answers
 * (`answerNext(503, …)`) or make it take requests and never answer (`hangNext`), to test timeouts.
 */
export async function startFakeWebhookReceiver(options: {
  secret: string;
  auth?: WebhookReceiverAuth;
  /** The receiver's clock, to check the timestamp tolerance against. */
  now?: () => Date;
}) {
  const received: ReceivedWebhook[] = [];
  const rejected: { reason: string; headers: IncomingHttpHeaders }[] = [];
  const scripted: { status: number; headers: Record<string, string> }[] = [];
  let hanging = 0;
  const hung: IncomingMessage[] = [];

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  const authorized = (header: string | undefined) => {
    if (!options.auth) return true;
    if (options.auth.type === 'bearer') return header === `Bearer ${options.auth.token}`;
    const expected = Buffer.from(`${options.auth.username}:${options.auth.password}`).toString('base64');
    return header === `Basic ${expected}`;
  };

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (hanging > 0) {
      hanging -= 1;
      hung.push(req);
      return;
    }
    const refuse = (status: number, reason: string) => {
      rejected.push({ reason, headers: req.headers });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(reason);
    };
    const next = scripted.shift();
    if (next) {
      res.writeHead(next.status, next.headers);
      res.end();
      return;
    }
    if (req.method !== 'POST' && req.method !== 'PUT') return refuse(405, 'method');
    if (!authorized(req.headers.authorization)) return refuse(401, 'unauthorized');
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) return refuse(415, 'content_type');
    const verification = verifyWebhookSignature({
      secret: options.secret,
      headers: req.headers,
      body,
      now: options.now?.(),
    });
    if (!verification.ok) return refuse(400, verification.reason);
    let event: ReceivedWebhook['event'];
    try {
      event = JSON.parse(body) as ReceivedWebhook['event'];
    } catch {
      return refuse(400, 'invalid_json');
    }
    if (
      typeof event?.id !== 'string' ||
      typeof event.type !== 'string' ||
      typeof event.timestamp !== 'string' ||
      !('data' in event)
    )
      return refuse(400, 'invalid_event');
    if (event.id !== req.headers['webhook-id']) return refuse(400, 'id_mismatch');
    received.push({ method: req.method, path: req.url ?? '/', headers: req.headers, body, event });
    res.writeHead(204);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    rejected,
    /** Answers the next `count` requests with this status (and e.g. a Retry-After header). */
    answerNext(status: number, count = 1, headers: Record<string, string> = {}) {
      for (let i = 0; i < count; i += 1) scripted.push({ status, headers });
    },
    /** Takes the next `count` requests and never answers them. */
    hangNext(count = 1) {
      hanging += count;
    },
    /** How many requests are held unanswered (a test waits for this rather than sleeping). */
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
