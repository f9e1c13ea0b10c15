import type { AuthSession } from '@pickleball/domain';
import { checkText, PASSWORD_MAX_LENGTH } from '@pickleball/domain/common/field-rules';
import type { GuestNotice } from '../../../lib/guest-pages';
import { useLiteTranslation } from '../../../lib/i18n-lite';
import { login } from '../api/login';
import { AuthAlert, FormProblems } from '../components/auth-alert';
import { PasswordInputField, TextInputField } from '../components/auth-fields';
import { AuthShell } from '../components/auth-shell';
import { SocialButtons } from '../components/social-buttons';
import { SubmitButton } from '../components/submit-button';
import { useAuthForm } from '../components/use-auth-form';

type LoginField = 'login' | 'password';

/**
 * Sign in with a username or phone and a password (SPEC §2), or a configured social provider.
 * `notice` says why the page opened (the user logged out, their session ended, or they just
 * chose a new password through a reset link).
 */
export function LoginPage({
  notice,
  onSignedIn,
}: {
  notice?: GuestNotice | undefined;
  onSignedIn: (session: AuthSession) => Promise<void>;
}) {
  const { t } = useLiteTranslation('auth');
  const form = useAuthForm<LoginField>({
    failureKey: 'auth:login.failed',
    initialValues: { login: '', password: '' },
    // LoginInputSchema's rules: both given; the server says whether they match an account.
    check: (values) => ({
      login: checkText(values.login),
      password: checkText(values.password, { max: PASSWORD_MAX_LENGTH, trim: false }),
    }),
    submit: async (values) => {
      const response = await login({ login: values.login.trim(), password: values.password });
      await onSignedIn(response.data);
    },
  });

  return (
    <AuthShell title={t('login.title')} subtitle={t('login.subtitle')}>
      <div className="auth-stack">
        {form.failure ? (
          <AuthAlert title={form.failure} />
        ) : notice === 'logged_out' ? (
          <AuthAlert status="success" title={t('common:logged_out')} />
        ) : notice === 'password_changed' ? (
          // The reset page's form made way for this page: the news takes the focus it had.
          <AuthAlert status="success" title={t('login.password_changed')} takeFocus />
        ) : (
          notice === 'session_expired' && <AuthAlert title={t('errors:auth.session_expired')} />
        )}
        <form
          ref={form.formRef}
          className="auth-form"
          noValidate
          aria-label={t('login.title')}
          onSubmit={(event) => void form.handleSubmit(event)}
        >
          {form.problems && <FormProblems others={form.problems.others} />}
          <TextInputField
            {...form.field('login')}
            label={t('login.login_label')}
            helperText={t('login.login_help')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <PasswordInputField
            {...form.field('password')}
            label={t('login.password_label')}
            autoComplete="current-password"
            required
          />
          <a className="auth-link auth-field-link" href="/forgot-password">
            {t('login.forgot_link')}
          </a>
          <SubmitButton busy={form.isSubmitting} busyText={t('login.submitting')}>
            {t('login.submit')}
          </SubmitButton>
        </form>
        <SocialButtons />
        <p className="auth-footer">
          {t('login.no_account')}{' '}
          <a className="auth-link" href="/register">
            {t('login.register_link')}
          </a>
        </p>
      </div>
    </AuthShell>
  );
}
