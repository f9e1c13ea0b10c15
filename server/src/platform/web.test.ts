import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installWeb } from './web';

let dist: string;
let app: FastifyInstance;
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '..', 'secret.txt'), 'outside');
  app = Fastify();
  app.get('/api/v1/things', async () => ({ data: [] }));
  // The app's JSON 404, as installErrorHandler answers it.
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: 'route.not_found', message: request.url }),
  );
  installWeb(app, { distDir: dist });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(join(dist, '..', 'secret.txt'), { force: true });
});

describe('serving the built web app', () => {
  it('answers a deep link with index.html so the app router can take over', async () => {
    for (const url of ['/', '/users/5/edit', '/dashboard?tab=1', '/roles/create']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    }
  });

  it('caches hashed assets for a year and compresses them for browsers that accept it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('keeps /api answers in JSON, 404s included', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/things' })).json()).toEqual({ data: [] });
    const missing = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'route.not_found' });
  });

  it('answers a missing file with 404 rather than the page, and never leaves the dist folder', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('outside');
    }
  });
});
