import { Readable } from 'node:stream';
import { decodeListCursor, type ErrorCode, type PermissionName } from '@pickleball/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServiceContext } from './context';
import { AppError, RequestValidationError } from './errors';
import type { InFlight } from './in-flight';
import { compileInputGuard, type RequestPart } from './input-guard';

/**
 * Who may call a route. Every route says one of these; the auth hook enforces it before the
 * body is even parsed.
 * - `public`: anyone, signed in or not;
 * - `authenticated`: any signed-in user;
 * - `permission`: a signed-in user holding it (or any of several).
 */
export type RouteAccess =
  | { public: true }
  | { authenticated: true }
  | {
      permission: PermissionName | readonly [PermissionName, ...PermissionName[]];
      /** The refusal's own code where SPEC words it apart (§8: the payment statistics). */
      refusal?: ErrorCode;
    };

export interface RouteRequest<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  ctx: ServiceContext;
  raw: FastifyRequest;
}

export interface RouteDefinition<P = unknown, Q = unknown, B = unknown, R = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: RouteAccess;
  summary: string;
  tags: string[];
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** The success body. Without one the handler answers through `reply` (downloads, redirects). */
  response?: z.ZodType<R>;
  status?: 200 | 201;
  /** Keeps the body's bytes as they came (`raw.rawBody`): signatures over the raw body (Stripe). */
  rawBody?: boolean;
  handler(request: RouteRequest<P, Q, B>, reply: FastifyReply): Promise<R | RawJson>;
}

/**
 * An answer already serialised, e.g. a list page the database built as JSON (db/json.ts): sent
 * as it is. Its producer guarantees the declared response shape; tests compare it with the schema.
 */
export class RawJson {
  constructor(readonly text: string | Buffer) {}

  /** `{"data": <data>, "meta": <meta>}` around a JSON document the database built. */
  static envelope(data: string | Buffer, meta: unknown): RawJson {
    const tail = `,"meta":${JSON.stringify(meta)}}`;
    return typeof data === 'string'
      ? new RawJson(`{"data":${data}${tail}`)
      : new RawJson(Buffer.concat([DATA_OPENING, data, Buffer.from(tail)]));
  }
}

const DATA_OPENING = Buffer.from('{"data":');

/** Declares a route with its types inferred from the schemas (an identity function for typing). */
export function defineRoute<P = undefined, Q = undefined, B = undefined, R = unknown>(
  definition: RouteDefinition<P, Q, B, R>,
): RouteDefinition<P, Q, B, R> {
  return definition;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of routes of any types
export type AnyRoute = RouteDefinition<any, any, any, any>;

/** What the route matrix test and the OpenAPI document read about each registered route. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The body's bytes, on routes declared with `rawBody`. */
    rawBody?: Buffer;
  }
}

const ErrorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** JSON Schema of a zod schema, with `anyOf [X, null]` folded into `type: [X, 'null']` for fast serialisation. */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-7' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return simplifyNullable(json) as Record<string, unknown>;
}

function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, simplifyNullable(value)]),
  );
  const anyOf = entries.anyOf as Record<string, unknown>[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string') {
      const { anyOf: _dropped, ...rest } = entries;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return entries;
}

/**
 * zod validates every request part; a failure becomes a 422 with per-field messages (a 404 for a
 * path, see installErrorHandler). Before zod, the part's input guard (./input-guard) holds the
 * wire to what JSON and canonical text allow, which the schemas alone, shared with forms that hold
 * text, do not.
 */
export function installZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const zodSchema = schema as unknown as z.ZodType;
    const part = (httpPart ?? 'body') as RequestPart;
    const guard = compileInputGuard(zodSchema, part);
    return (data: unknown) => {
      // Fastify hands a missing body over as null.
      const input = part === 'body' && data === null ? undefined : data;
      const guarded = guard?.(input);
      const result = zodSchema.safeParse(guarded ? guarded.value : input, { reportInput: true });
      if (guarded && guarded.issues.length > 0) {
        // The guard's word on a field replaces zod's, which may have accepted what it coerced.
        const refused = new Set(guarded.issues.map((issue) => issue.path.join('.')));
        const others = result.success
          ? []
          : result.error.issues.filter((issue) => !refused.has(issue.path.join('.')));
        return { error: new RequestValidationError(others, part, guarded.issues) };
      }
      return result.success
        ? { value: result.data }
        : { error: new RequestValidationError(result.error.issues, part) };
    };
  });
}

/** Registers routes with their schemas and access; returns what was registered. */
export function registerRoutes(
  app: FastifyInstance,
  routes: readonly AnyRoute[],
  registry: RegisteredRoute[],
  inFlight: InFlight,
): void {
  const errorJson = toJsonSchema(ErrorResponseSchema, 'output');
  for (const route of routes) {
    registry.push({ method: route.method, url: route.url, access: route.access });
    app.route({
      method: route.method,
      url: route.url,
      config: { access: route.access },
      ...(route.rawBody ? { preParsing: keepRawBody } : {}),
      schema: {
        summary: route.summary,
        tags: route.tags,
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        ...(describeAccess(route.access) ? { description: describeAccess(route.access) } : {}),
        ...('public' in route.access ? {} : { security: [{ bearerAuth: [] }] }),
        response: {
          ...(route.response ? { [route.status ?? 200]: toJsonSchema(route.response, 'output') } : {}),
          '4xx': errorJson,
          '5xx': errorJson,
        },
      },
      handler: async (request, reply) => {
        const result = await inFlight.track(() =>
          route.handler(
            {
              params: request.params,
              query: withPageCursorResolved(request.query),
              body: request.body,
              ctx: request.ctx,
              raw: request,
            },
            reply,
          ),
        );
        if (result instanceof RawJson) {
          return reply
            .status(route.status ?? 200)
            .type('application/json; charset=utf-8')
            .send(result.text);
        }
        if (route.response) return reply.status(route.status ?? 200).send(result);
        return reply;
      },
    });
  }
}

/**
 * A list that pages by offset only (buildPageMeta without a keyset cursor) hands out cursors that
 * stand for a page number: here they become that page, so its handler, which reads `page`, walks
 * on. Keyset cursors are left to the list's service (platform/list-page.ts).
 */
export function withPageCursorResolved(query: unknown): unknown {
  if (typeof query !== 'object' || query === null || !('cursor' in query) || typeof query.cursor !== 'string')
    return query;
  const cursor = decodeListCursor(query.cursor);
  if (!cursor || cursor.k || cursor.s !== undefined) return query;
  return { ...query, page: cursor.p, cursor: undefined };
}

const RAW_BODY_LIMIT = 256 * 1024;

/** Reads the body once, keeps its bytes on the request, and hands the parser the same bytes. */
async function keepRawBody(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += bytes.length;
    // Gateways' calls are a few kilobytes: a larger body is nobody we wait for.
    if (size > RAW_BODY_LIMIT) throw new AppError('payload_too_large');
    chunks.push(bytes);
  }
  request.rawBody = Buffer.concat(chunks);
  return Readable.from([request.rawBody]);
}

function describeAccess(access: RouteAccess): string {
  if ('public' in access) return 'Public: no sign-in needed.';
  if ('authenticated' in access) return 'Any signed-in user.';
  const names = typeof access.permission === 'string' ? [access.permission] : access.permission;
  return `Permission: ${names.join(' or ')}.`;
}
