import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on loopback standing in for the API, as web/src/lib/api-client.test.ts does:
 * the app's API client sends real requests (headers, JSON bodies) and reads real answers. Each
 * test sets `handle`; every request is recorded in `requests`.
 */

export interface SeenRequest {
  method: string;
  /** The path below /api/v1, with its query: `/roles/permissions`. */
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body, undefined without one. */
  body: unknown;
}

/** An answer, or `'drop'`: the connection is cut with no answer (the network went away). */
export type ApiAnswer = { status: number; body?: unknown } | 'drop';

export type ApiHandler = (request: SeenRequest) => ApiAnswer | Promise<ApiAnswer>;

export interface TestApiServer {
  origin: string;
  requests: SeenRequest[];
  handle: ApiHandler;
  close(): Promise<void>;
}

export async function startApiServer(): Promise<TestApiServer> {
  const state: Omit<TestApiServer, 'close' | 'origin'> = {
    requests: [],
    handle: () => ({ status: 404, body: { code: 'not_found', message: 'Not found' } }),
  };
  const server: Server = createServer((request, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const seen: SeenRequest = {
        method: request.method ?? '',
        path: (request.url ?? '').replace(/^\/api\/v1/, ''),
        headers: request.headers,
        body: raw ? JSON.parse(raw) : undefined,
      };
      state.requests.push(seen);
      void Promise.resolve(state.handle(seen)).then((answer) => {
        if (answer === 'drop') return void response.socket?.destroy();
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return Object.assign(state, {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      // fetch keeps connections alive; without this, close waits for them to time out.
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  });
}
