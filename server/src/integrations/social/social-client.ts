import type { SocialProvider } from '@pickleball/domain';
import type { z } from 'zod';

/** Who the provider says signed in: all the account rules look at. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable id for the person (`sub`, or Facebook's user id). */
  subject: string;
  email: string | null;
  /** True only when the provider vouches that the person controls the address. */
  email_verified: boolean;
  name: string | null;
}

/** One provider, seen from the sign-in service. */
export interface SocialLoginClient {
  readonly provider: SocialProvider;
  /** False when the code flow lacks a secret it needs (a client secret, Apple's signing key). */
  readonly canRedirect: boolean;
  /** Checks a token the app obtained itself: an id_token (Google, Apple) or an access token (Facebook). */
  verifyCredential(credential: string): Promise<SocialProfile>;
  buildAuthorizeUrl(request: { redirectUri: string; state: string; nonce: string }): string;
  /** Trades an authorization code for the person's profile; `nonce` must come back in the id_token. */
  exchangeCode(request: { code: string; redirectUri: string; nonce: string }): Promise<SocialProfile>;
}

/**
 * `rejected`: the provider or our checks refused the token (the caller gets a 401);
 * `unavailable`: the provider could not be reached or answered nonsense (a 503, not the user's fault).
 * The message is a reason for the log and never carries a token.
 */
export class SocialLoginError extends Error {
  readonly kind: 'rejected' | 'unavailable';

  constructor(kind: 'rejected' | 'unavailable', reason: string, options: { cause?: unknown } = {}) {
    super(reason, options);
    this.name = 'SocialLoginError';
    this.kind = kind;
  }
}

export const PROVIDER_TIMEOUT_MS = 10_000;

/** A setting the config loader always fills for this provider; missing means a hand-built config is wrong. */
export function requireSetting(value: string | undefined, name: string): string {
  if (!value) throw new Error(`Social login configuration is missing ${name}`);
  return value;
}

/** Provider error bodies name a code we can log; their free-text messages may echo the token. */
function describeErrorBody(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string') return ` (${error.slice(0, 64)})`;
  if (error && typeof error === 'object') {
    const { type, code } = error as { type?: unknown; code?: unknown };
    return ` (${String(type ?? 'error')} ${String(code ?? '')})`.replace(/ \)$/, ')');
  }
  return '';
}

/** Calls a provider endpoint and reads its JSON answer; `what` names the call in log reasons. */
export async function requestProviderJson(what: string, url: URL, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SocialLoginError('unavailable', `${what}: provider unreachable`, { cause: error });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new SocialLoginError('unavailable', `${what}: answer is not JSON (HTTP ${response.status})`, {
      cause: error,
    });
  }
  if (response.status >= 500)
    throw new SocialLoginError('unavailable', `${what}: HTTP ${response.status}${describeErrorBody(body)}`);
  if (!response.ok)
    throw new SocialLoginError('rejected', `${what}: HTTP ${response.status}${describeErrorBody(body)}`);
  return body;
}

/** Reads a provider answer through a schema; an unexpected shape is the provider's problem, not the user's. */
export function parseProviderAnswer<T>(what: string, schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new SocialLoginError('unavailable', `${what}: unexpected answer`);
  return parsed.data;
}

/** The provider's authorization page with the code-flow parameters. */
export function buildAuthorizeUrl(authUrl: string, params: Record<string, string>): string {
  const url = new URL(authUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
