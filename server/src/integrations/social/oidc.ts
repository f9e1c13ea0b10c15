import type { SocialProvider } from '@pickleball/domain';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import {
  PROVIDER_TIMEOUT_MS,
  parseProviderAnswer,
  requestProviderJson,
  SocialLoginError,
  type SocialProfile,
} from './social-client';

/**
 * Key sets are cached per URL for the life of the process: jose refetches on an unknown `kid`
 * (key rotation) at most once per cooldown, so one shared set saves a fetch per sign-in.
 */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(jwksUrl: string): ReturnType<typeof createRemoteJWKSet> {
  let keySet = keySets.get(jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: PROVIDER_TIMEOUT_MS });
    keySets.set(jwksUrl, keySet);
  }
  return keySet;
}

export interface IdTokenExpectations {
  provider: SocialProvider;
  jwksUrl: string;
  issuers: readonly string[];
  /** Our client id: a token minted for another app must not sign anyone in here. */
  audience: string;
  /** Set in the code flow: the id_token must echo the nonce we sent, so a token cannot be replayed. */
  nonce?: string;
}

const IdTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  // Apple sends the flag as the string "true" or "false".
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
  nonce: z.string().optional(),
});

/** jose's errors about the key set itself (not reachable, not JSON) are the provider's, not the token's. */
function isKeySetFailure(error: unknown): boolean {
  if (!(error instanceof joseErrors.JOSEError)) return true;
  return error.code === 'ERR_JWKS_TIMEOUT' || error.code === 'ERR_JOSE_GENERIC';
}

/** Verifies an OpenID Connect id_token: signature from the JWKS, issuer, audience, expiry, nonce. */
export async function verifyIdToken(token: string, expected: IdTokenExpectations): Promise<SocialProfile> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, keySetFor(expected.jwksUrl), {
      issuer: [...expected.issuers],
      audience: expected.audience,
      // Google and Apple both sign with RS256; pinning it shuts out algorithm confusion.
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp'],
      clockTolerance: 30,
    }));
  } catch (error) {
    if (isKeySetFailure(error))
      throw new SocialLoginError('unavailable', 'id_token: key set unavailable', { cause: error });
    const code = error instanceof joseErrors.JOSEError ? error.code : 'invalid';
    const claim = error instanceof joseErrors.JWTClaimValidationFailed ? ` ${error.claim}` : '';
    throw new SocialLoginError('rejected', `id_token: ${code}${claim}`);
  }
  const claims = IdTokenClaimsSchema.safeParse(payload);
  if (!claims.success) throw new SocialLoginError('rejected', 'id_token: malformed claims');
  if (expected.nonce !== undefined && claims.data.nonce !== expected.nonce)
    throw new SocialLoginError('rejected', 'id_token: nonce mismatch');
  const { sub, email, email_verified, name } = claims.data;
  return {
    provider: expected.provider,
    subject: sub,
    email: email ?? null,
    email_verified: Boolean(email) && (email_verified === true || email_verified === 'true'),
    name: name ?? null,
  };
}

const TokenAnswerSchema = z.object({ id_token: z.string().min(1) });

/** The code flow's back channel: a form POST to the token endpoint, answered with an id_token. */
export async function exchangeCodeForIdToken(
  tokenUrl: string,
  form: Record<string, string>,
): Promise<string> {
  const body = await requestProviderJson('token endpoint', new URL(tokenUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return parseProviderAnswer('token endpoint', TokenAnswerSchema, body).id_token;
}
