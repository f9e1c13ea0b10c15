import type { AuthSession } from '@pickleball/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useLiteTranslation } from '../../../lib/i18n-lite';
import { completeSocialSignIn } from '../api/complete-social-sign-in';
import { AuthAlert } from '../components/auth-alert';
import { AuthShell } from '../components/auth-shell';
import { isSocialProvider } from '../components/social-buttons';

/**
 * Where a provider sends the browser back (/auth/callback/<provider>?code…&state…): hands the code
 * and state to the API, which answers with a session.
 */
export function SocialCallbackPage({
  provider,
  search,
  onSignedIn,
}: {
  provider: string;
  search: string;
  onSignedIn: (session: AuthSession) => Promise<void>;
}) {
  const { t } = useLiteTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  // The code is single-use: StrictMode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!isSocialProvider(provider)) {
      setFailure(t('social.failed'));
      return;
    }
    completeSocialSignIn(provider, search)
      .then((response) => onSignedIn(response.data))
      .catch((error: unknown) => {
        setFailure(error instanceof ApiError ? error.message : t('social.failed'));
      });
  }, [provider, search, onSignedIn, t]);

  return (
    <AuthShell title={failure ? t('login.failed') : t('social.title')}>
      {failure ? (
        <div className="auth-stack">
          <AuthAlert title={failure} />
          <a className="auth-button" href="/login">
            {t('social.back')}
          </a>
        </div>
      ) : (
        <div className="auth-center" role="status">
          <span className="auth-spinner" data-size="lg" />
          <span className="lite-sr-only">{t('social.working')}</span>
        </div>
      )}
    </AuthShell>
  );
}
