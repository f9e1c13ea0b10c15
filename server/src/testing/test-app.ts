import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';

export const ADMIN = { username: 'admin', password: 'Admin12345' } as const;

/** Which database the integration tests run on: SQLite unless TEST_DB=postgres (see vitest.config.ts). */
export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * A fresh app on a fresh database: an in-memory SQLite database, or a new PostgreSQL schema
 * (dropped on close) so that runs and files never see each other's data.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildOptions, 'channelOptions'> = {},
): Promise<FastifyInstance> {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  } as NodeJS.ProcessEnv);
  const config: AppConfig = {
    ...base,
    databaseUrl: 'sqlite::memory:',
    passwordHashing: { memoryCost: 1024, timeCost: 1 },
    revocationPollSeconds: 0,
    // Tests run due jobs themselves (app.services.jobs.runDue()), so each sees exactly what ran.
    workerEnabled: false,
    uploadsDir: mkdtempSync(join(tmpdir(), 'pickleball-uploads-')),
    ...overrides,
  };
  let dropSchema: (() => Promise<void>) | undefined;
  if (testDialect() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    });
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    config.databaseUrl = url;
    config.databaseSchema = schema;
    config.databasePoolSize = 5;
    dropSchema = async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    };
  }
  const app = await buildApp(config, { logger: false, ...options });
  if (dropSchema) app.addHook('onClose', dropSchema);
  app.addHook('onClose', async () => rmSync(config.uploadsDir, { recursive: true, force: true }));
  return app;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  userId: number;
}

/** Signs in (in a language: the user's notifications are then written in it). */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  locale?: string,
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { login: username, password },
    ...(locale ? { headers: { 'accept-language': locale } } : {}),
  });
  if (response.statusCode !== 200)
    throw new Error(`login as ${username} failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json();
  return { accessToken: data.access_token, refreshToken: data.refresh_token, userId: data.user.id };
}

export const loginAsAdmin = (app: FastifyInstance) => login(app, ADMIN.username, ADMIN.password);

/** Calls the API as a signed-in user (or anonymously with no session). */
export function call(
  app: FastifyInstance,
  session: Session | null,
  options: InjectOptions & { locale?: string },
): Promise<LightMyRequestResponse> {
  const { locale, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      ...(headers ?? {}),
      ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}),
      ...(locale ? { 'accept-language': locale } : {}),
    },
  });
}

/**
 * Refreshes a session in place, as the web client does when its access changed (a 401
 * `auth.token_outdated`): the session object then carries the new pair.
 */
export async function refreshSession(app: FastifyInstance, session: Session): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    payload: { refresh_token: session.refreshToken },
  });
  if (response.statusCode !== 200) throw new Error(`refresh failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json();
  session.accessToken = data.access_token;
  session.refreshToken = data.refresh_token;
  return session;
}

/**
 * Two instances on one database, sharing a Redis channel prefix of their own (as two servers of
 * one deployment do); `close` closes the second, then the first (which owns the database).
 */
export async function createTwoInstances(redisUrl: string) {
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  const first = await createTestApp({ redisUrl, redisChannelPrefix: prefix });
  const second = await buildApp(
    { ...first.services.config, redisUrl, redisChannelPrefix: prefix },
    { database: { db: first.services.db, dialect: first.services.dialect }, logger: false },
  );
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}
