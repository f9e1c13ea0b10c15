import { hasAnyPermission } from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, AppServices, ServiceContext } from '../context';
import { AppError } from '../errors';
import { resolveLocale, type Translate } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t: Translate;
    actor: Actor | null;
    ctx: ServiceContext;
  }
}

/** 401 codes: an expired or outdated token is refreshed by the client; the others end the session. */
const FAILURE_CODES = {
  expired: 'auth.session_expired',
  outdated: 'auth.token_outdated',
  invalid: 'auth.unauthenticated',
  missing: 'auth.unauthenticated',
} as const;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Runs first on every request: picks the language, identifies the caller from the Bearer token
 * and enforces the route's access (401 without a valid session, 403 without the permission),
 * before the body is parsed or validated.
 */
export function installAuthentication(app: FastifyInstance, services: AppServices): void {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('t', null as unknown as Translate);
  app.decorateRequest('actor', null);
  app.decorateRequest('ctx', null as unknown as ServiceContext);

  app.addHook('onRequest', async (request) => {
    request.locale = resolveLocale(request.headers['accept-language']);
    request.t = services.translator.t(request.locale);
    request.actor = null;
    request.ctx = {
      db: services.db,
      actor: null,
      locale: request.locale,
      t: request.t,
      meta: {
        ip: request.ip,
        url: request.url,
        userAgent: request.headers['user-agent'] ?? null,
        origin: services.config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`,
      },
      services,
      log: request.log,
    };

    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = bearerToken(request);
    let failure: 'expired' | 'invalid' | 'missing' | 'outdated' = 'missing';
    if (token) {
      const verification = await services.tokens.verifyAccess(token);
      if (verification.ok && !services.revocations.isRevoked(verification.claims.sessionId)) {
        const { userId, sessionId, roles, permissions, authVersion } = verification.claims;
        // Roles or permissions changed since the token was signed: it no longer speaks for the user.
        const current = await services.access.currentVersion(userId);
        if (current === null) failure = 'invalid';
        else if (authVersion < current) failure = 'outdated';
        else {
          request.actor = { id: userId, sessionId, roles, permissions, authVersion };
          request.ctx.actor = request.actor;
        }
      } else {
        failure = verification.ok ? 'expired' : verification.reason;
      }
    }

    if ('public' in access) return;
    if (!request.actor) throw new AppError(FAILURE_CODES[failure]);
    if ('permission' in access) {
      const required = typeof access.permission === 'string' ? [access.permission] : access.permission;
      if (!hasAnyPermission(request.actor, required)) {
        request.log.warn({ userId: request.actor.id, required }, 'permission denied');
        throw new AppError(access.refusal ?? 'permission.missing', {
          values: { permission: required.join(' | ') },
        });
      }
    }
  });
}
