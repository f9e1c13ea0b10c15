import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the web app on the API's own origin (ARCHITECTURE "Web"): the built files of web/dist,
 * and index.html for any other GET outside /api, so a deep link such as /users/5/edit loads the
 * app and its router takes over. /api/* keeps answering JSON, 404s included.
 *
 * - Vite names everything under /assets/ by its content hash: those files are cached for a year.
 *   index.html and the other files are revalidated on each load, so a release shows at once.
 * - Text files are compressed once (brotli or gzip, as the browser accepts) and kept in memory.
 * - A path that names a missing file (it has an extension) is a 404, not index.html: a chunk
 *   removed by a release must fail as a script load, which the app reports, not parse as HTML.
 * - Without web/dist (the app not built) a static placeholder page explains where the API is.
 */

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const PLACEHOLDER_DIR = fileURLToPath(new URL('./placeholder/', import.meta.url));

/** Paths the app never owns: the API and the realtime endpoint. */
const SERVER_PREFIXES = ['/api/', '/realtime/'];
const SERVER_EXACT = new Set(['/api', '/realtime']);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.map',
  '.txt',
  '.svg',
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface CachedFile {
  mtimeMs: number;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface WebOptions {
  /** The built app; web/dist by default (tests point it at a fixture). */
  distDir?: string;
}

export function installWeb(app: FastifyInstance, options: WebOptions = {}): void {
  const distDir = resolve(options.distDir ?? DEFAULT_WEB_DIST);
  if (!existsSync(join(distDir, 'index.html'))) {
    installPlaceholder(app);
    return;
  }
  const cache = new Map<string, CachedFile>();

  /** Resolves a URL path to a file inside distDir, or null (outside it, missing, a folder). */
  const locate = (urlPath: string): string | null => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const file = resolve(distDir, `.${decoded}`);
    if (file !== distDir && !file.startsWith(distDir + sep)) return null;
    try {
      return statSync(file).isFile() ? file : null;
    } catch {
      return null;
    }
  };

  const load = async (file: string): Promise<CachedFile> => {
    const { mtimeMs } = statSync(file);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const entry: CachedFile = { mtimeMs, raw: await readFile(file) };
    if (COMPRESSIBLE.has(extname(file)) && entry.raw.length > 1024) {
      [entry.br, entry.gzip] = await Promise.all([
        brotli(entry.raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzipAsync(entry.raw, { level: 9 }),
      ]);
    }
    cache.set(file, entry);
    return entry;
  };

  const send = async (request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string) => {
    const entry = await load(file);
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    void reply.header('cache-control', cacheControl).type(type);
    if (entry.br || entry.gzip) {
      void reply.header('vary', 'Accept-Encoding');
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (entry.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(entry.br);
      if (entry.gzip && /\bgzip\b/.test(accepted))
        return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.raw);
  };

  const indexFile = join(distDir, 'index.html');

  // The first visitor should not wait for compression: the files index.html loads up front are
  // compressed in the background as the server starts.
  const warmUp = async () => {
    const html = await readFile(indexFile, 'utf8');
    const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
    for (const file of [indexFile, ...paths.map(locate)]) if (file) await load(file);
  };
  app.addHook('onReady', async () => {
    // Not awaited: starting up does not wait for it.
    void warmUp().catch((error: unknown) =>
      app.log.warn({ err: error }, 'web: could not pre-compress the app'),
    );
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (SERVER_EXACT.has(path) || SERVER_PREFIXES.some((prefix) => path.startsWith(prefix)))
      return reply.callNotFound();
    const file = path === '/' ? indexFile : locate(path);
    if (file) return send(request, reply, file, path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    if (extname(path) !== '') return reply.callNotFound();
    return send(request, reply, indexFile, REVALIDATE);
  });
}

/** The page shown until the app is built (`npm run build`). */
function installPlaceholder(app: FastifyInstance): void {
  const files = {
    '/': { type: 'text/html; charset=utf-8', body: readFileSync(join(PLACEHOLDER_DIR, 'index.html')) },
    '/placeholder.css': {
      type: 'text/css; charset=utf-8',
      body: readFileSync(join(PLACEHOLDER_DIR, 'placeholder.css')),
    },
  };
  for (const [url, file] of Object.entries(files)) {
    app.get(url, { schema: { hide: true } }, (_request, reply) => reply.type(file.type).send(file.body));
  }
}
