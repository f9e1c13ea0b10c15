import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_RATE_LIMIT } from '@pickleball/domain/chat/chat.rules';
import { z } from 'zod';

/** The repository's data folder: the SQLite file, the generated JWT secret, later the uploads. */
const DEFAULT_DATA_DIR = resolve(fileURLToPath(new URL('../../data', import.meta.url)));

const optionalUrl = z.url().optional();
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Every environment variable the server reads; the README's configuration table mirrors it. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  ADMIN_USERNAME: z.string().default('admin'),
  ADMIN_PASSWORD: optionalText,
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  REDIS_URL: optionalText,
  REDIS_CHANNEL_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'REDIS_CHANNEL_PREFIX: letters, digits and _.:- (1 to 64)')
    .default('pickleball'),
  CORS_ORIGINS: optionalText,
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  MAIL_FROM: z.string().default('Pickleball <no-reply@localhost>'),
  WORKER_ENABLED: z.enum(['true', 'false']).default('true'),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
  /** Chat flood control: messages one person may send in the window (CHAT_RATE_LIMIT's). */
  CHAT_MESSAGES_PER_WINDOW: z.coerce.number().int().min(1).max(1_000_000).default(CHAT_RATE_LIMIT.messages),
  UPLOADS_DIR: optionalText,
  DUPR_BASE_URL: z.url().default('https://api.dupr.gg'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  PUBLIC_URL: optionalUrl,
  /** How long a payment gateway call may take (default: each gateway's own, 30 s for MoMo). */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  APPLE_CLIENT_ID: optionalText,
  APPLE_TEAM_ID: optionalText,
  APPLE_KEY_ID: optionalText,
  APPLE_PRIVATE_KEY: optionalText,
  APPLE_AUTH_URL: z.url().default('https://appleid.apple.com/auth/authorize'),
  APPLE_TOKEN_URL: z.url().default('https://appleid.apple.com/auth/token'),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  APPLE_ISSUER: z.string().default('https://appleid.apple.com'),
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  FACEBOOK_AUTH_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
});

export interface SocialProviderConfig {
  clientId: string;
  clientSecret?: string;
  authUrl: string;
  tokenUrl?: string;
  jwksUrl?: string;
  issuer?: string;
  graphUrl?: string;
  apple?: { teamId: string; keyId: string; privateKey: string };
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  databaseUrl: string;
  databaseSchema?: string;
  databasePoolSize: number;
  jwtSecret: string;
  admin: { username: string; password?: string; email?: string };
  redisUrl?: string;
  mail: { host?: string; port: number; secure: boolean; user?: string; password?: string; from: string };
  /** DUPR's API (tests point it at a local fake). */
  duprBaseUrl: string;
  /** Where uploaded images and their variants are kept (shared storage when several instances run). */
  uploadsDir: string;
  /** Runs the jobs worker in this process (`npm run worker` runs it alone). */
  workerEnabled: boolean;
  /**
   * How long a claimed job (or batch of deliveries) is held without renewal; its worker renews it
   * while it runs, so a dead worker's claims are taken again this long after it died.
   */
  jobLeaseSeconds: number;
  /** Chat messages one person may send per CHAT_RATE_LIMIT.windowSeconds (benchmarks raise it). */
  chatMessagesPerWindow: number;
  /** Redis channels of the realtime fan-out: instances of one deployment share it. */
  redisChannelPrefix: string;
  corsOrigins: string[];
  trustProxy: boolean;
  publicUrl?: string;
  /** Overrides each payment gateway client's call timeout. */
  paymentTimeoutMs?: number;
  bodyLimit: number;
  /** argon2id cost; tests lower the memory so suites stay fast. */
  passwordHashing: { memoryCost: number; timeCost: number };
  social: { google?: SocialProviderConfig; apple?: SocialProviderConfig; facebook?: SocialProviderConfig };
  /** Seconds between polls for sessions revoked by other instances. */
  revocationPollSeconds: number;
  /** How long an access token lives (15 minutes; tests of many refreshes shorten it). */
  accessTokenTtlSeconds: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment; a wrong value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const social: AppConfig['social'] = {};
  if (e.GOOGLE_CLIENT_ID) {
    social.google = {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      authUrl: e.GOOGLE_AUTH_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
      jwksUrl: e.GOOGLE_JWKS_URL,
      issuer: e.GOOGLE_ISSUER,
    };
  }
  if (e.APPLE_CLIENT_ID) {
    social.apple = {
      clientId: e.APPLE_CLIENT_ID,
      authUrl: e.APPLE_AUTH_URL,
      tokenUrl: e.APPLE_TOKEN_URL,
      jwksUrl: e.APPLE_JWKS_URL,
      issuer: e.APPLE_ISSUER,
      ...(e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
        ? {
            apple: {
              teamId: e.APPLE_TEAM_ID,
              keyId: e.APPLE_KEY_ID,
              privateKey: e.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
            },
          }
        : {}),
    };
  }
  if (e.FACEBOOK_APP_ID) {
    if (!e.FACEBOOK_APP_SECRET)
      throw new ConfigError('Invalid configuration:\n  FACEBOOK_APP_SECRET: required with FACEBOOK_APP_ID');
    social.facebook = {
      clientId: e.FACEBOOK_APP_ID,
      clientSecret: e.FACEBOOK_APP_SECRET,
      authUrl: e.FACEBOOK_AUTH_URL,
      graphUrl: e.FACEBOOK_GRAPH_URL,
    };
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${join(dataDir, 'app.db')}`,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    redisUrl: e.REDIS_URL,
    redisChannelPrefix: e.REDIS_CHANNEL_PREFIX,
    mail: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      secure: e.SMTP_SECURE === 'true',
      user: e.SMTP_USER,
      password: e.SMTP_PASSWORD,
      from: e.MAIL_FROM,
    },
    workerEnabled: e.WORKER_ENABLED === 'true',
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    chatMessagesPerWindow: e.CHAT_MESSAGES_PER_WINDOW,
    uploadsDir: e.UPLOADS_DIR ?? join(dataDir, 'uploads'),
    duprBaseUrl: e.DUPR_BASE_URL,
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : [],
    trustProxy: e.TRUST_PROXY === 'true',
    publicUrl: e.PUBLIC_URL,
    ...(e.PAYMENT_TIMEOUT_MS ? { paymentTimeoutMs: e.PAYMENT_TIMEOUT_MS } : {}),
    bodyLimit: e.BODY_LIMIT_BYTES,
    passwordHashing: { memoryCost: 19_456, timeCost: 2 },
    social,
    revocationPollSeconds: 2,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
  };
}

/** A secret generated on first start and kept in the data folder, so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
