import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useLiteTranslation } from '../../../lib/i18n-lite';
import { sessionStore } from '../../../lib/session-store';
import { verifyEmail } from '../api/verify-email';
import { AuthAlert } from '../components/auth-alert';
import { AuthShell } from '../components/auth-shell';
import { readLinkToken } from '../components/link-token';

type Outcome =
  | { state: 'working' }
  | { state: 'done'; message: string }
  /** `canRetry`: no answer, or the server failed; the link itself may well be fine. */
  | { state: 'failed'; message: string; canRetry: boolean };

/**
 * /verify-email?token=…: the page of the link sent to a new e-mail address. It verifies the
 * address as it opens and says how it went, for a visitor signed in or not: then the way on is
 * the dashboard (or My profile, to ask for a new link), or the login page. `onOpenApp` starts the
 * full app at a path in place of this page.
 */
export function VerifyEmailPage({
  search,
  onOpenApp,
}: {
  search: string;
  onOpenApp: (path: string) => Promise<void>;
}) {
  const { t } = useLiteTranslation('auth');
  const [token] = useState(() => readLinkToken(search));
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'working' } : { state: 'failed', message: '', canRetry: false },
  );
  const [attempt, setAttempt] = useState(0);
  const [isSignedIn] = useState(() => Boolean(sessionStore.getSnapshot().tokens));
  // The link works once: StrictMode's second effect run must not spend it again.
  const sentFor = useRef(-1);

  useEffect(() => {
    if (!token || sentFor.current === attempt) return;
    sentFor.current = attempt;
    verifyEmail(token)
      .then((response) => setOutcome({ state: 'done', message: response.message }))
      .catch((error: unknown) => {
        const answered = error instanceof ApiError && error.status !== null && error.status < 500;
        setOutcome({
          state: 'failed',
          message: error instanceof ApiError ? error.message : t('errors:request_failed'),
          canRetry: !answered,
        });
      });
  }, [token, attempt, t]);

  const openApp = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void onOpenApp(path);
  };

  const canRetry = outcome.state === 'failed' && outcome.canRetry;
  // One primary action: trying again when the server could not be reached, else the way on.
  const wayOnClass = canRetry ? 'auth-button-outline' : 'auth-button';
  const title =
    outcome.state === 'working'
      ? t('verify.title')
      : outcome.state === 'done'
        ? t('verify.done_title')
        : t('verify.failed_title');

  return (
    <AuthShell title={title}>
      {outcome.state === 'working' ? (
        <div className="auth-center" role="status">
          <span className="auth-spinner" data-size="lg" />
          <span className="lite-sr-only">{t('verify.working')}</span>
        </div>
      ) : (
        <div className="auth-stack">
          {outcome.state === 'done' ? (
            <AuthAlert status="success" title={outcome.message} takeFocus />
          ) : (
            <AuthAlert title={outcome.message || t('errors:auth.verify_link_invalid')} takeFocus />
          )}
          <div className="auth-actions">
            {canRetry && (
              <button
                type="button"
                className="auth-button"
                onClick={() => {
                  setOutcome({ state: 'working' });
                  setAttempt((count) => count + 1);
                }}
              >
                {t('verify.retry')}
              </button>
            )}
            {isSignedIn ? (
              outcome.state === 'done' ? (
                <a className={wayOnClass} href="/dashboard" onClick={openApp('/dashboard')}>
                  {t('verify.dashboard')}
                </a>
              ) : (
                <a className={wayOnClass} href="/profile" onClick={openApp('/profile')}>
                  {t('verify.profile')}
                </a>
              )
            ) : (
              <a className={wayOnClass} href="/login">
                {t('verify.login')}
              </a>
            )}
          </div>
        </div>
      )}
    </AuthShell>
  );
}
