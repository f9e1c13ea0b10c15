import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { SocialProviderConfig } from '../../config';
import {
  buildAuthorizeUrl,
  parseProviderAnswer,
  requestProviderJson,
  requireSetting,
  type SocialLoginClient,
  SocialLoginError,
  type SocialProfile,
} from './social-client';

const DebugTokenSchema = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.union([z.string(), z.number()]).optional(),
    user_id: z.union([z.string(), z.number()]).optional(),
  }),
});
const MeSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
});
const AccessTokenSchema = z.object({ access_token: z.string().min(1) });

/**
 * Facebook Login: an access token is opaque, so the Graph API is asked whether it is valid and
 * was issued to our app (a token any other app obtained must not sign anyone in here), then
 * who it belongs to.
 */
export function createFacebookClient(config: SocialProviderConfig): SocialLoginClient {
  const graphUrl = requireSetting(config.graphUrl, 'FACEBOOK_GRAPH_URL').replace(/\/+$/, '');
  const appSecret = requireSetting(config.clientSecret, 'FACEBOOK_APP_SECRET');
  const graph = (path: string, query: Record<string, string>) => {
    const url = new URL(`${graphUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  };

  async function verifyAccessToken(accessToken: string): Promise<SocialProfile> {
    const debug = parseProviderAnswer(
      'debug_token',
      DebugTokenSchema,
      await requestProviderJson(
        'debug_token',
        graph('/debug_token', { input_token: accessToken, access_token: `${config.clientId}|${appSecret}` }),
      ),
    ).data;
    if (!debug.is_valid) throw new SocialLoginError('rejected', 'debug_token: token is not valid');
    if (String(debug.app_id ?? '') !== config.clientId)
      throw new SocialLoginError('rejected', 'debug_token: token was issued to another app');
    const me = parseProviderAnswer(
      '/me',
      MeSchema,
      await requestProviderJson(
        '/me',
        graph('/me', {
          fields: 'id,name,email',
          access_token: accessToken,
          // Required when the app enables "Require App Secret"; harmless otherwise.
          appsecret_proof: createHmac('sha256', appSecret).update(accessToken).digest('hex'),
        }),
      ),
    );
    if (debug.user_id !== undefined && String(debug.user_id) !== me.id)
      throw new SocialLoginError('rejected', '/me: user differs from debug_token');
    return {
      provider: 'facebook',
      subject: me.id,
      email: me.email ?? null,
      // The Graph API does not say whether the address was confirmed, so it never links accounts.
      email_verified: false,
      name: me.name ?? null,
    };
  }

  return {
    provider: 'facebook',
    canRedirect: true,
    verifyCredential: verifyAccessToken,
    buildAuthorizeUrl: ({ redirectUri, state }) =>
      buildAuthorizeUrl(config.authUrl, {
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'email',
        state,
      }),
    async exchangeCode({ code, redirectUri }) {
      const answer = parseProviderAnswer(
        'oauth/access_token',
        AccessTokenSchema,
        await requestProviderJson(
          'oauth/access_token',
          graph('/oauth/access_token', {
            client_id: config.clientId,
            redirect_uri: redirectUri,
            client_secret: appSecret,
            code,
          }),
        ),
      );
      return verifyAccessToken(answer.access_token);
    },
  };
}
