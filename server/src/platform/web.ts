import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const PUBLIC_DIR = new URL('../../../web/public/', import.meta.url);

/**
 * Serves the web app on the API's own origin. Until the app shell is built this is a static
 * placeholder page that points to the API documentation.
 */
export function installWeb(app: FastifyInstance): void {
  const files = {
    '/': {
      type: 'text/html; charset=utf-8',
      body: readFileSync(fileURLToPath(new URL('index.html', PUBLIC_DIR))),
    },
    '/placeholder.css': {
      type: 'text/css; charset=utf-8',
      body: readFileSync(fileURLToPath(new URL('placeholder.css', PUBLIC_DIR))),
    },
  };
  for (const [url, file] of Object.entries(files)) {
    app.get(url, { schema: { hide: true } }, (_request, reply) => reply.type(file.type).send(file.body));
  }
}
