import { checkPassword, checkPasswordConfirmation } from '@pickleball/domain/common/field-rules';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useLiteTranslation } from '../../../lib/i18n-lite';
import { sessionStore } from '../../../lib/session-store';
import { resetPassword } from '../api/reset-password';
import { AuthAlert, FormProblems } from '../components/auth-alert';
import { PasswordInputField } from '../components/auth-fields';
import { AuthShell } from '../components/auth-shell';
import { readLinkToken } from '../components/link-token';
import { SubmitButton } from '../components/submit-button';
import { useAuthForm } from '../components/use-auth-form';

type ResetField = 'password' | 'password_confirmation';

/** The link cannot be used (unknown, used, replaced or expired): the way to a new one. */
function InvalidLink({ message }: { message: string }) {
  const { t } = useLiteTranslation('auth');
  return (
    <>
      <AuthAlert title={message} takeFocus />
      <a className="auth-button" href="/forgot-password">
        {t('reset.new_link')}
      </a>
    </>
  );
}

/**
 * /reset-password?token=…: the page of the link a "forgot password" e-mail carries. The new
 * password follows registration's rules (domain's zod-free checks as the user types, the server's
 * 422 on the fields). Once it is changed every session of the account has ended, this browser's
 * too: the user goes to the login page, which says so. The link works once; a used or expired
 * one says so and offers a new one.
 */
export function ResetPasswordPage({ search, onDone }: { search: string; onDone: () => void }) {
  const { t } = useLiteTranslation('auth');
  const [token] = useState(() => readLinkToken(search));
  const [invalid, setInvalid] = useState<string | null>(null);
  const form = useAuthForm<ResetField>({
    initialValues: { password: '', password_confirmation: '' },
    check: (values) => ({
      password: checkPassword(values.password),
      password_confirmation: checkPasswordConfirmation(values.password, values.password_confirmation),
    }),
    submit: async (values) => {
      if (!token) return;
      try {
        await resetPassword({ token, ...values });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'auth.reset_link_invalid') {
          setInvalid(error.message);
          return;
        }
        throw error;
      }
      // The server ended every session of the account: a session kept here would only be refused.
      if (sessionStore.getSnapshot().tokens) sessionStore.clear();
      onDone();
    },
  });

  const linkProblem = token ? invalid : t('errors:auth.reset_link_invalid');
  return (
    <AuthShell
      title={linkProblem ? t('reset.invalid_title') : t('reset.title')}
      subtitle={linkProblem ? undefined : t('reset.subtitle')}
    >
      <div className="auth-stack">
        {linkProblem ? (
          <InvalidLink message={linkProblem} />
        ) : (
          <>
            {form.failure && <AuthAlert title={form.failure} />}
            <form
              ref={form.formRef}
              className="auth-form"
              noValidate
              aria-label={t('reset.title')}
              onSubmit={(event) => void form.handleSubmit(event)}
            >
              {form.problems && <FormProblems others={form.problems.others} />}
              <PasswordInputField
                {...form.field('password')}
                label={t('reset.password')}
                helperText={t('register.password_help')}
                autoComplete="new-password"
                required
              />
              <PasswordInputField
                {...form.field('password_confirmation')}
                label={t('reset.password_confirmation')}
                autoComplete="new-password"
                required
              />
              <SubmitButton busy={form.isSubmitting} busyText={t('reset.submitting')}>
                {t('reset.submit')}
              </SubmitButton>
            </form>
          </>
        )}
        <p className="auth-footer">
          <a className="auth-link" href="/login">
            {t('forgot.back')}
          </a>
        </p>
      </div>
    </AuthShell>
  );
}
