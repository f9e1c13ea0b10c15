import type { ChannelClient, ChannelOutcome, ZnsMessage } from './channel-client';
import { DEFAULT_TIMEOUT_MS, describeFetchError, readJson, readRetryAfter } from './http';
import { normalizePhone } from './phone';

/**
 * Zalo Notification Service: a message from a template Zalo approved, sent to the Zalo account
 * of a phone number, through the Official Account's API with the OA's access token.
 *
 * Tokens are the hard part: the access token lives about 25 hours, and the refresh token that
 * renews it is single-use (reusing one answers -14020). Every worker of every instance shares one
 * pair (in the database), so a refresh must happen once: in this process through one promise that
 * concurrent sends join, and across processes under the store's lease, re-reading the pair after
 * taking it and skipping the refresh when another holder already did it.
 */
export interface ZnsProviderConfig {
  api_url?: string;
  oauth_url?: string;
  app_id: string;
  secret_key: string;
}

export interface ZnsTokens {
  access_token: string;
  refresh_token: string;
  /** ISO time the access token stops working. */
  expires_at: string;
}

export interface ZnsTokenStore {
  read(): Promise<ZnsTokens | null>;
  /**
   * Runs fn while holding an exclusive lease shared by every instance (a row lock or a lease
   * row), so one refresh happens at a time; fn re-reads the tokens inside. fn calls save() inside
   * the lease: a refreshed pair that is not saved is lost, and its refresh token with it.
   */
  withRefreshLease<T>(fn: () => Promise<T>): Promise<T>;
  save(tokens: ZnsTokens): Promise<void>;
}

export const ZNS_DEFAULT_API_URL = 'https://business.openapi.zalo.me';
export const ZNS_DEFAULT_OAUTH_URL = 'https://oauth.zaloapp.com';
/** Refresh a token that expires within this, rather than risk it expiring in flight. */
const REFRESH_MARGIN_MS = 5 * 60_000;
/** Viet Nam's offset (no daylight saving): Zalo's daily quotas and night hours run on its clock. */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** A memory store for tests and single-process tools: the lease is an async mutex. */
export function createMemoryZnsTokenStore(initial: ZnsTokens | null): ZnsTokenStore & {
  /** How many times save() was called. */
  readonly saves: number;
  /** How many times a lease was taken. */
  readonly leases: number;
} {
  let tokens = initial;
  let saves = 0;
  let leases = 0;
  let tail: Promise<unknown> = Promise.resolve();
  return {
    async read() {
      return tokens ? { ...tokens } : null;
    },
    withRefreshLease<T>(fn: () => Promise<T>) {
      leases += 1;
      const run = tail.then(fn);
      tail = run.catch(() => undefined);
      return run;
    },
    async save(next) {
      tokens = { ...next };
      saves += 1;
    },
    get saves() {
      return saves;
    },
    get leases() {
      return leases;
    },
  };
}

type TokenResult = { ok: true; tokens: ZnsTokens } | { ok: false; outcome: ChannelOutcome };

/** Milliseconds until the next time of day `hour`:00 in Viet Nam, at least `minimumMs`. */
function untilVietnamHour(now: number, hour: number, minimumMs: number): number {
  const local = now + VIETNAM_OFFSET_MS;
  const dayStart = local - (local % 86_400_000);
  let target = dayStart + hour * 3_600_000;
  if (target <= local) target += 86_400_000;
  return Math.max(target - local, minimumMs);
}

const AUTH_ERRORS = new Set([-124, -216]);

/**
 * Zalo's ZNS error codes (zalo.cloud/zns/guidelines/handle-error-code) for one message. The codes
 * after -114 are the commonly cited ones, UNCONFIRMED against Zalo's table; their message text is
 * checked too for quota. Decisions:
 * - -101…-106, -109 (template id) and -117 (no permission for the template) are the provider's
 *   setup: no message of that kind can succeed until an admin fixes it, so misconfigured (the
 *   provider turns unhealthy and the admin sees it);
 * - -111/-112 (template data empty or invalid) are about this message's values (a parameter too
 *   long, a wrong date format): other messages on the same template still go through, so permanent;
 * - -108, -110, -114, -118, -119 are about the recipient: permanent, but the phone number stays
 *   good for SMS, so not addressDead;
 * - quota (-137, -144, "quota" in the message): transient until Zalo's day turns over;
 * - an unknown code is permanent: Zalo refused (nothing was sent) and the only code documented as
 *   passing is -100.
 */
function classify(error: number, message: string, now: number): ChannelOutcome {
  const reason = `Zalo ZNS error ${error}${message ? ` (${message})` : ''}`;
  if (error === -100) return { kind: 'transient', reason };
  if (error === -137 || error === -144 || /quota/i.test(message))
    return { kind: 'transient', reason, retryAfterMs: untilVietnamHour(now, 0, 3_600_000) };
  // UNCONFIRMED: -133 is cited as "cannot send at night (22:00-06:00)"; wait for the morning.
  if (error === -133) return { kind: 'transient', reason, retryAfterMs: untilVietnamHour(now, 6, 60_000) };
  if ((error <= -101 && error >= -106) || error === -109 || error === -117)
    return { kind: 'misconfigured', reason };
  return { kind: 'permanent', reason };
}

export function createZnsClient(
  config: ZnsProviderConfig,
  store: ZnsTokenStore,
  options: { timeoutMs?: number; now?: () => Date } = {},
): ChannelClient<ZnsMessage> {
  const apiUrl = (config.api_url ?? ZNS_DEFAULT_API_URL).replace(/\/+$/, '');
  const oauthUrl = (config.oauth_url ?? ZNS_DEFAULT_OAUTH_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = () => (options.now ? options.now().getTime() : Date.now());
  const expiresSoon = (tokens: ZnsTokens) => Date.parse(tokens.expires_at) - now() < REFRESH_MARGIN_MS;
  let inflight: Promise<TokenResult> | null = null;

  /** Exchanges the refresh token for a new pair (one call to Zalo; the caller holds the lease). */
  async function exchange(refreshToken: string): Promise<TokenResult> {
    let response: Response;
    try {
      response = await fetch(`${oauthUrl}/v4/oa/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', secret_key: config.secret_key },
        body: new URLSearchParams({
          refresh_token: refreshToken,
          app_id: config.app_id,
          grant_type: 'refresh_token',
        }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return {
        ok: false,
        outcome: { kind: 'transient', reason: `Zalo token refresh: ${describeFetchError(error, timeoutMs)}` },
      };
    }
    const body = (await readJson(response)) as {
      access_token?: unknown;
      refresh_token?: unknown;
      expires_in?: unknown;
      error?: unknown;
      error_name?: unknown;
      error_description?: unknown;
    } | null;
    if (response.status === 429 || response.status >= 500)
      return {
        ok: false,
        outcome: { kind: 'transient', reason: `Zalo token refresh answered HTTP ${response.status}` },
      };
    const expiresIn = Number(body?.expires_in);
    if (
      response.ok &&
      typeof body?.access_token === 'string' &&
      typeof body.refresh_token === 'string' &&
      Number.isFinite(expiresIn) &&
      expiresIn > 0
    )
      return {
        ok: true,
        tokens: {
          access_token: body.access_token,
          refresh_token: body.refresh_token,
          expires_at: new Date(now() + expiresIn * 1000).toISOString(),
        },
      };
    const code = Number(body?.error);
    if (code === -14020)
      return {
        ok: false,
        outcome: {
          kind: 'misconfigured',
          reason:
            'Zalo refresh token already used (-14020): a refreshed pair was lost or an old copy restored; reconnect the Zalo OA',
        },
      };
    const detail = [body?.error, body?.error_name, body?.error_description]
      .filter((part) => typeof part === 'string' || typeof part === 'number')
      .join(' ');
    return {
      ok: false,
      outcome: {
        kind: 'misconfigured',
        reason: `Zalo refused the token refresh (${detail || `HTTP ${response.status}`}); reconnect the Zalo OA`,
      },
    };
  }

  /**
   * New tokens in place of `stale` (the access token that expired or was refused). Concurrent
   * callers in this process share one flight; inside the lease the pair is read again and used as
   * it is when another holder already replaced `stale` with a fresh one.
   */
  function refresh(stale: string): Promise<TokenResult> {
    if (!inflight) {
      const flight = store
        .withRefreshLease(async (): Promise<TokenResult> => {
          const current = await store.read();
          if (!current)
            return {
              ok: false,
              outcome: { kind: 'misconfigured', reason: 'Zalo OA not connected (no tokens)' },
            };
          if (current.access_token !== stale && !expiresSoon(current)) return { ok: true, tokens: current };
          const result = await exchange(current.refresh_token);
          if (result.ok) await store.save(result.tokens);
          return result;
        })
        .catch(
          (error: unknown): TokenResult => ({
            ok: false,
            outcome: {
              kind: 'transient',
              reason: `Zalo token store: ${error instanceof Error ? error.message : String(error)}`,
            },
          }),
        )
        .finally(() => {
          if (inflight === flight) inflight = null;
        });
      inflight = flight;
    }
    return inflight;
  }

  type Attempt = { auth: false; outcome: ChannelOutcome } | { auth: true; reason: string };

  async function attempt(accessToken: string, message: ZnsMessage, phone: string): Promise<Attempt> {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/message/template`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', access_token: accessToken },
        body: JSON.stringify({
          phone,
          template_id: message.templateId,
          template_data: message.templateData,
          tracking_id: message.trackingId,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return {
        auth: false,
        outcome: { kind: 'transient', reason: `Zalo ZNS: ${describeFetchError(error, timeoutMs)}` },
      };
    }
    const body = (await readJson(response)) as {
      error?: unknown;
      message?: unknown;
      data?: { msg_id?: unknown };
    } | null;
    if (response.status === 401) return { auth: true, reason: 'Zalo ZNS answered HTTP 401' };
    if (response.status === 429 || response.status >= 500) {
      const retryAfterMs = readRetryAfter(response.headers.get('retry-after'));
      return {
        auth: false,
        outcome: {
          kind: 'transient',
          reason: `Zalo ZNS answered HTTP ${response.status}`,
          ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
        },
      };
    }
    // Zalo answers its errors with HTTP 200 and `error` != 0: the body decides, not the status.
    const error = typeof body?.error === 'number' ? body.error : Number(body?.error);
    if (!body || !Number.isInteger(error)) {
      return {
        auth: false,
        outcome:
          response.status >= 400
            ? {
                kind: 'misconfigured',
                reason: `Zalo ZNS answered HTTP ${response.status}: check the API URL`,
              }
            : { kind: 'transient', reason: 'Zalo ZNS: unreadable answer' },
      };
    }
    const text = typeof body.message === 'string' ? body.message : '';
    if (error === 0) {
      const msgId = body.data?.msg_id;
      return {
        auth: false,
        outcome: {
          kind: 'sent',
          providerMessageId: typeof msgId === 'string' || typeof msgId === 'number' ? String(msgId) : null,
        },
      };
    }
    if (AUTH_ERRORS.has(error))
      return { auth: true, reason: `Zalo ZNS error ${error}${text ? ` (${text})` : ''}` };
    return { auth: false, outcome: classify(error, text, now()) };
  }

  return {
    async send(message): Promise<ChannelOutcome> {
      const phone = normalizePhone(message.phone);
      if (!phone) return { kind: 'permanent', reason: 'not a valid phone number for Zalo' };
      let tokens: ZnsTokens | null;
      try {
        tokens = await store.read();
      } catch (error) {
        return {
          kind: 'transient',
          reason: `Zalo token store: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      if (!tokens) return { kind: 'misconfigured', reason: 'Zalo OA not connected (no tokens)' };
      if (expiresSoon(tokens)) {
        const refreshed = await refresh(tokens.access_token);
        if (!refreshed.ok) return refreshed.outcome;
        tokens = refreshed.tokens;
      }
      const first = await attempt(tokens.access_token, message, phone.zalo);
      if (!first.auth) return first.outcome;
      // The token was refused before its time (revoked, or refreshed elsewhere): refresh once, retry once.
      const refreshed = await refresh(tokens.access_token);
      if (!refreshed.ok) return refreshed.outcome;
      const second = await attempt(refreshed.tokens.access_token, message, phone.zalo);
      if (!second.auth) return second.outcome;
      return { kind: 'misconfigured', reason: `${second.reason} even after a token refresh` };
    },
    async close() {
      // Nothing held between calls: the tokens live in the store.
    },
  };
}
