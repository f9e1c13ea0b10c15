import type { SocialProviderConfig } from '../../config';
import { exchangeCodeForIdToken, verifyIdToken } from './oidc';
import { buildAuthorizeUrl, requireSetting, type SocialLoginClient } from './social-client';

/** Google signs its id_tokens with either spelling of its issuer (OpenID Connect docs). */
function googleIssuers(issuer: string): string[] {
  const bare = issuer.replace(/^https:\/\//, '');
  return bare === issuer ? [issuer] : [issuer, bare];
}

/** Google Sign-In: id_tokens from Google Identity Services, or the OAuth code flow. */
export function createGoogleClient(config: SocialProviderConfig): SocialLoginClient {
  const expectations = {
    provider: 'google' as const,
    jwksUrl: requireSetting(config.jwksUrl, 'GOOGLE_JWKS_URL'),
    issuers: googleIssuers(requireSetting(config.issuer, 'GOOGLE_ISSUER')),
    audience: config.clientId,
  };
  return {
    provider: 'google',
    canRedirect: Boolean(config.clientSecret && config.tokenUrl),
    verifyCredential: (idToken) => verifyIdToken(idToken, expectations),
    buildAuthorizeUrl: ({ redirectUri, state, nonce }) =>
      buildAuthorizeUrl(config.authUrl, {
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        nonce,
      }),
    async exchangeCode({ code, redirectUri, nonce }) {
      const idToken = await exchangeCodeForIdToken(requireSetting(config.tokenUrl, 'GOOGLE_TOKEN_URL'), {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: config.clientId,
        client_secret: requireSetting(config.clientSecret, 'GOOGLE_CLIENT_SECRET'),
      });
      return verifyIdToken(idToken, { ...expectations, nonce });
    },
  };
}
