import type { SocialProvider } from '@pickleball/domain';
import { API_BASE_PATH } from '../../../lib/api-client';
import { useLiteTranslation } from '../../../lib/i18n-lite';
import { useProviders } from '../api/get-providers';

/** Brand marks drawn inline: no request to a provider until the user chooses one. */
function ProviderMark({ provider }: { provider: SocialProvider }) {
  if (provider === 'google')
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="#EA4335"
          d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.9-5.5 3.9-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.3 14.6 2.3 12 2.3 6.7 2.3 2.4 6.6 2.4 12s4.3 9.7 9.6 9.7c5.5 0 9.2-3.9 9.2-9.4 0-.6-.1-1.1-.2-1.6H12z"
        />
      </svg>
    );
  if (provider === 'facebook')
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="#1877F2"
          d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.3l-.5 3.5h-2.8v8.4A12 12 0 0 0 24 12z"
        />
      </svg>
    );
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.6 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.3 3-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.5-1-2.5-4zM13.9 4.9c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z"
      />
    </svg>
  );
}

const LABEL_KEYS: Record<SocialProvider, string> = {
  google: 'auth:social.google',
  facebook: 'auth:social.facebook',
  apple: 'auth:social.apple',
};

/** A provider this app knows (domain's list, held complete by the type of the labels above). */
export function isSocialProvider(value: string): value is SocialProvider {
  return Object.hasOwn(LABEL_KEYS, value);
}

/**
 * Google, Facebook and Apple, each only when the server says it is configured. A button starts
 * the server's redirect flow; the provider sends the browser back to /auth/callback/<provider>.
 */
export function SocialButtons() {
  const { t } = useLiteTranslation('auth');
  const providers = useProviders();
  if (providers.length === 0) return null;
  return (
    <div className="auth-social-block">
      <p className="auth-divider">{t('social.divider')}</p>
      <div className="auth-social">
        {providers.map((provider) => (
          <a key={provider} className="auth-button-outline" href={`${API_BASE_PATH}/auth/social/${provider}`}>
            <ProviderMark provider={provider} />
            {t(LABEL_KEYS[provider])}
          </a>
        ))}
      </div>
    </div>
  );
}
