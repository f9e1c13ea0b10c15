import { SOCIAL_PROVIDERS, type SocialProvider } from '@pickleball/domain';
import type { AppConfig } from '../../config';
import { createAppleClient } from './apple';
import { createFacebookClient } from './facebook';
import { createGoogleClient } from './google';
import type { SocialLoginClient } from './social-client';

export type { SocialLoginClient, SocialProfile } from './social-client';
export { SocialLoginError } from './social-client';

/** The adapter of a provider, or null when the provider is not configured. */
export function createSocialClient(
  provider: SocialProvider,
  social: AppConfig['social'],
): SocialLoginClient | null {
  switch (provider) {
    case 'google':
      return social.google ? createGoogleClient(social.google) : null;
    case 'apple':
      return social.apple ? createAppleClient(social.apple) : null;
    case 'facebook':
      return social.facebook ? createFacebookClient(social.facebook) : null;
  }
}

export function listConfiguredProviders(social: AppConfig['social']): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => social[provider] !== undefined);
}
