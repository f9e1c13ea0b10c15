import { checkEmail } from '@pickleball/domain/common/field-rules';
import { useEffect, useState } from 'react';
import { useLiteTranslation } from '../../../lib/i18n-lite';
import { requestPasswordReset } from '../api/forgot-password';
import { AuthAlert, FormProblems } from '../components/auth-alert';
import { TextInputField } from '../components/auth-fields';
import { AuthShell } from '../components/auth-shell';
import { SubmitButton } from '../components/submit-button';
import { useAuthForm } from '../components/use-auth-form';

/**
 * The address form; remounted for another try (its state starts afresh, with the address typed
 * before), taking focus then: the button that brought it back is gone.
 */
function ForgotPasswordForm({
  initialEmail,
  isRetry,
  onSent,
}: {
  initialEmail: string;
  isRetry: boolean;
  onSent: (email: string, message: string) => void;
}) {
  const { t } = useLiteTranslation('auth');
  const form = useAuthForm<'email'>({
    initialValues: { email: initialEmail },
    // ForgotPasswordInputSchema's rule; whether an account has the address is never said.
    check: (values) => ({ email: checkEmail(values.email) }),
    submit: async (values) => {
      const email = values.email.trim().toLowerCase();
      const response = await requestPasswordReset({ email });
      onSent(email, response.message);
    },
  });
  const { formRef } = form;
  useEffect(() => {
    if (isRetry) formRef.current?.querySelector('input')?.focus();
  }, [isRetry, formRef]);
  return (
    <>
      {form.failure && <AuthAlert title={form.failure} />}
      <form
        ref={form.formRef}
        className="auth-form"
        noValidate
        aria-label={t('forgot.title')}
        onSubmit={(event) => void form.handleSubmit(event)}
      >
        {form.problems && <FormProblems others={form.problems.others} />}
        <TextInputField
          {...form.field('email')}
          type="email"
          label={t('forgot.email')}
          helperText={t('forgot.email_help')}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <SubmitButton busy={form.isSubmitting} busyText={t('forgot.submitting')}>
          {t('forgot.submit')}
        </SubmitButton>
      </form>
    </>
  );
}

/**
 * /forgot-password: asks for a link to choose a new password. The answer reads the same whether
 * or not an account has the address, so the page never tells who is registered.
 */
export function ForgotPasswordPage() {
  const { t } = useLiteTranslation('auth');
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  const [attempt, setAttempt] = useState(0);

  return (
    <AuthShell
      title={sent ? t('forgot.sent_title') : t('forgot.title')}
      subtitle={sent ? undefined : t('forgot.subtitle')}
    >
      <div className="auth-stack">
        {sent ? (
          <>
            <AuthAlert status="success" title={sent.message} takeFocus />
            <p className="auth-text">{t('forgot.not_received')}</p>
            <button
              type="button"
              className="auth-button-outline"
              onClick={() => {
                setLastEmail(sent.email);
                setSent(null);
                setAttempt((count) => count + 1);
              }}
            >
              {t('forgot.again')}
            </button>
          </>
        ) : (
          <ForgotPasswordForm
            key={attempt}
            initialEmail={lastEmail}
            isRetry={attempt > 0}
            onSent={(email, message) => setSent({ email, message })}
          />
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
