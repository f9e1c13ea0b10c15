import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { CHAT_RATE_LIMIT } from '@pickleball/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db/database';
import { toBool } from './db/dialect';
import { migrateToLatest } from './db/migrate';
import { type AdminSeedResult, seedAdmin, seedCatalogue } from './db/seed';
import { apiRoutes, modules } from './modules/index';
import { findUserById, listPermissionsOfUser } from './modules/users/users.repository';
import { AccessChanges } from './platform/auth/access-changes';
import { installAuthentication } from './platform/auth/authenticate';
import { createPasswordHasher } from './platform/auth/passwords';
import { SessionRevocations } from './platform/auth/revocations';
import { createTokenService } from './platform/auth/tokens';
import type { AppServices } from './platform/context';
import { CountCache } from './platform/count-cache';
import { installErrorHandler } from './platform/errors';
import { createTranslator } from './platform/i18n';
import { InFlight } from './platform/in-flight';
import { type JobHandlers, JobWorker } from './platform/jobs/jobs';
import { createMailer } from './platform/mail';
import { moduleJobHandlers, moduleLiveResources } from './platform/module';
import { installOpenApi } from './platform/openapi';
import { RateLimiter } from './platform/rate-limit';
import { RealtimeHub } from './platform/realtime';
import { installZodValidation, type RegisteredRoute, registerRoutes } from './platform/routing';
import { installWeb } from './platform/web';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Every API route with its access, as registered (read by the route-matrix test and the docs). */
    apiRoutes: RegisteredRoute[];
    adminSeed: AdminSeedResult;
  }
}

export interface BuildOptions {
  /** Use this database instead of opening config.databaseUrl (the app then does not close it). */
  database?: DatabaseHandle;
  logger?: boolean;
  /** Test hooks for channel clients (see AppServices.channelOptions). */
  channelOptions?: AppServices['channelOptions'];
}

const MINUTE = 60_000;

/** Builds the whole API: used by main.ts, the benchmarks and every integration test. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const handle =
    options.database ??
    createDatabase({
      url: config.databaseUrl,
      schema: config.databaseSchema,
      poolSize: config.databasePoolSize,
    });
  await migrateToLatest(handle.db, handle.dialect, config.databaseSchema);
  await seedCatalogue(handle.db);

  const tokens = createTokenService(config.jwtSecret, { accessTtlSeconds: config.accessTokenTtlSeconds });
  const revocations = new SessionRevocations(
    handle.db,
    config.revocationPollSeconds,
    config.accessTokenTtlSeconds,
  );
  const access = new AccessChanges(handle.db, config.revocationPollSeconds);
  // Revocations made here reach the other instances at once; theirs reach this one the same way.
  revocations.publish = (sessions) => access.announce({ sessions });
  access.onChange((change) => revocations.receive(change.sessions));
  const mailer = createMailer(config.mail);
  const jobHandlers = {} as JobHandlers;
  const services: AppServices = {
    db: handle.db,
    dialect: handle.dialect,
    config,
    tokens,
    passwords: createPasswordHasher(config.passwordHashing),
    revocations,
    access,
    counts: new CountCache(5_000),
    translator: createTranslator(),
    realtime: new RealtimeHub({
      tokens,
      revocations,
      access,
      currentPermissions: async (userId) => {
        const user = await findUserById(handle.db, userId);
        return user && toBool(user.is_active) ? listPermissionsOfUser(handle.db, userId) : null;
      },
      resources: moduleLiveResources(modules),
    }),
    mailer,
    jobs: new JobWorker(
      handle.db,
      handle.dialect,
      // Filled below, once `services` is whole: each module's job types and the platform's e-mail.
      jobHandlers,
      { pollMs: 1_000, batchSize: 10, leaseMs: config.jobLeaseSeconds * 1000 },
    ),
    channelOptions: options.channelOptions,
    limiters: {
      loginAttempts: new RateLimiter(5, 15 * MINUTE),
      loginAddress: new RateLimiter(30, 15 * MINUTE),
      signup: new RateLimiter(20, 60 * MINUTE),
      courtRequests: new RateLimiter(5, 60 * MINUTE),
      passwordResetAddress: new RateLimiter(10, 60 * MINUTE),
      passwordResetAccount: new RateLimiter(3, 60 * MINUTE),
      phoneCodes: new RateLimiter(10, 60 * MINUTE),
      chatMessages: new RateLimiter(config.chatMessagesPerWindow, CHAT_RATE_LIMIT.windowSeconds * 1000),
    },
  };
  Object.assign(
    jobHandlers,
    moduleJobHandlers(modules, services, { 'mail.send': (message) => mailer.send(message) }),
  );
  for (const module of modules) module.start?.(services);
  const adminSeed = await seedAdmin(handle.db, services.passwords, config.admin);
  await services.revocations.start();

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: {
              // OAuth callbacks carry one-time codes in their query: keep them out of the logs.
              req: (request) => ({
                method: request.method,
                url: request.url.includes('/auth/social/') ? request.url.split('?')[0] : request.url,
                remoteAddress: request.ip,
              }),
            },
          },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  await access.start({ redisUrl: config.redisUrl, channelPrefix: config.redisChannelPrefix, log: app.log });
  await services.realtime.attach(app.server, {
    redisUrl: config.redisUrl,
    redisChannelPrefix: config.redisChannelPrefix,
    corsOrigins: config.corsOrigins,
    log: app.log,
  });
  app.decorate('services', services);
  if (config.workerEnabled) services.jobs.start(app.log);
  app.decorate('apiRoutes', [] as RegisteredRoute[]);
  app.decorate('adminSeed', adminSeed);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", ...realtimeOrigins(config.publicUrl)],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });

  // Uploads (imports, images): each route reads its one file with its own size limit (platform/uploads.ts).
  await app.register(multipart, { limits: { files: 1, fields: 20, fileSize: 20 * 1024 * 1024 } });
  installErrorHandler(app);
  installZodValidation(app);
  installAuthentication(app, services);
  for (const module of modules) module.http?.beforeRoutes?.(app, services);
  await installOpenApi(app);
  const inFlight = new InFlight();
  registerRoutes(app, apiRoutes, app.apiRoutes, inFlight);
  for (const module of modules) module.http?.afterRoutes?.(app, services);
  installWeb(app);

  // The request id in every answer lets a user's report be matched with the server's log lines.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Before the HTTP server closes: open websockets would otherwise keep it from closing.
  app.addHook('preClose', async () => {
    await services.realtime.close();
  });
  app.addHook('onClose', async () => {
    services.revocations.stop();
    await access.stop();
    await services.jobs.stop();
    mailer.close();
    for (const module of modules) await module.close?.(services);
    await inFlight.idle(10_000);
    if (!options.database) await handle.db.destroy();
  });
  return app;
}

/** The realtime endpoint (Socket.IO) lives on the API's own origin; CSP allows its ws(s) form. */
function realtimeOrigins(publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  const url = new URL(publicUrl);
  return [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
}
