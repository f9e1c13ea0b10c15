import type { Locale } from '@pickleball/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { DialectName } from '../db/dialect';
import type { PushClientOptions } from '../integrations/channels/push-client';
import type { AccessChanges } from './auth/access-changes';
import type { PasswordHasher } from './auth/passwords';
import type { SessionRevocations } from './auth/revocations';
import type { TokenService } from './auth/tokens';
import type { CountCache } from './count-cache';
import type { Translate, Translator } from './i18n';
import type { JobWorker } from './jobs/jobs';
import type { Mailer } from './mail';
import type { RateLimiter } from './rate-limit';
import type { RealtimeHub } from './realtime';

/** The signed-in user as the access token describes them. */
export interface Actor {
  id: number;
  sessionId: string;
  roles: string[];
  permissions: string[];
  /** The authorisation version the access token was signed with. */
  authVersion: number;
}

/** Where a request came from: written into audit records and sessions. */
export interface RequestMeta {
  ip: string;
  url: string;
  userAgent: string | null;
  /** Where the app is reached: PUBLIC_URL, else this request's scheme and host (links in e-mails). */
  origin: string;
}

/** Long-lived parts of the app, made once in buildApp. */
export interface AppServices {
  db: Db;
  dialect: DialectName;
  config: AppConfig;
  tokens: TokenService;
  passwords: PasswordHasher;
  revocations: SessionRevocations;
  /** Users' authorisation versions, and the bus that tells every instance of access changes. */
  access: AccessChanges;
  /** Totals of filtered lists, for a few seconds. */
  counts: CountCache;
  translator: Translator;
  /** Publishes realtime events (after the transaction that caused them committed). */
  realtime: RealtimeHub;
  /** The jobs worker: `wake()` after committing a transaction that queued a job. */
  jobs: JobWorker;
  mailer: Mailer;
  /** Test hooks for channel clients that cannot take a base URL (Firebase: an agent to a loopback fake). */
  channelOptions?: { push?: PushClientOptions };
  limiters: {
    /** Failed logins for one login name from one address. */
    loginAttempts: RateLimiter;
    /** Failed logins from one address, whatever the name. */
    loginAddress: RateLimiter;
    /** Registrations and social sign-ins from one address. */
    signup: RateLimiter;
    /** Public court registration requests from one address. */
    courtRequests: RateLimiter;
    /** Password-reset requests from one connection, whatever the address. */
    passwordResetAddress: RateLimiter;
    /** Password-reset (and verification) e-mails to one address or account. */
    passwordResetAccount: RateLimiter;
    /** Phone verification codes requested from one connection. */
    phoneCodes: RateLimiter;
    /** Chat messages from one person (flood control, CHAT_RATE_LIMIT). */
    chatMessages: RateLimiter;
  };
}

/** What every service function receives: built once per request (or per job). */
export interface ServiceContext {
  db: Db;
  actor: Actor | null;
  locale: Locale;
  t: Translate;
  meta: RequestMeta;
  services: AppServices;
  log: FastifyBaseLogger;
}

/** The actor of a context that passed authentication (routes with a permission always have one). */
export function requireActor(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new Error('requireActor called on an anonymous context');
  return ctx.actor;
}
