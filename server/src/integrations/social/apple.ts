import { importPKCS8, SignJWT } from 'jose';
import type { SocialProviderConfig } from '../../config';
import { exchangeCodeForIdToken, verifyIdToken } from './oidc';
import { buildAuthorizeUrl, requireSetting, type SocialLoginClient } from './social-client';

/** The audience Apple requires in a client secret, whatever host the token endpoint is on. */
export const APPLE_CLIENT_SECRET_AUDIENCE = 'https://appleid.apple.com';
/** Apple accepts up to six months; a few minutes is all one code exchange needs. */
const CLIENT_SECRET_TTL_SECONDS = 5 * 60;

/**
 * Apple has no static client secret: each token request carries an ES256 JWT signed with the
 * team's private key (Apple's "Creating a client secret").
 */
export async function createAppleClientSecret(
  clientId: string,
  key: { teamId: string; keyId: string; privateKey: string },
  now: Date = new Date(),
): Promise<string> {
  const privateKey = await importPKCS8(key.privateKey, 'ES256');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(clientId)
    .setAudience(APPLE_CLIENT_SECRET_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CLIENT_SECRET_TTL_SECONDS)
    .sign(privateKey);
}

/** Sign in with Apple: id_tokens from the Apple JS or native SDKs, or the code flow. */
export function createAppleClient(config: SocialProviderConfig): SocialLoginClient {
  const expectations = {
    provider: 'apple' as const,
    jwksUrl: requireSetting(config.jwksUrl, 'APPLE_JWKS_URL'),
    issuers: [requireSetting(config.issuer, 'APPLE_ISSUER')],
    audience: config.clientId,
  };
  const signingKey = config.apple;
  return {
    provider: 'apple',
    canRedirect: Boolean(signingKey && config.tokenUrl),
    verifyCredential: (idToken) => verifyIdToken(idToken, expectations),
    buildAuthorizeUrl: ({ redirectUri, state, nonce }) =>
      buildAuthorizeUrl(config.authUrl, {
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'name email',
        // Apple sends the name and e-mail scopes only to a form_post callback (a POST, which the
        // server relays to the web app's callback page: see modules/auth/auth.apple-relay.ts).
        response_mode: 'form_post',
        state,
        nonce,
      }),
    async exchangeCode({ code, redirectUri, nonce }) {
      if (!signingKey)
        throw new Error('Social login configuration is missing APPLE_TEAM_ID/KEY_ID/PRIVATE_KEY');
      const idToken = await exchangeCodeForIdToken(requireSetting(config.tokenUrl, 'APPLE_TOKEN_URL'), {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: config.clientId,
        client_secret: await createAppleClientSecret(config.clientId, signingKey),
      });
      return verifyIdToken(idToken, { ...expectations, nonce });
    },
  };
}
