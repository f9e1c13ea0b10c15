import type { AuthSession } from '@pickleball/domain';
import {
  checkEmail,
  checkPassword,
  checkPasswordConfirmation,
  checkPhone,
  checkText,
  checkUsername,
} from '@pickleball/domain/common/field-rules';
import { useLiteTranslation } from '../../../lib/i18n-lite';
import { register } from '../api/register';
import { AuthAlert, FormProblems } from '../components/auth-alert';
import { PasswordInputField, TextInputField } from '../components/auth-fields';
import { AuthShell } from '../components/auth-shell';
import { SubmitButton } from '../components/submit-button';
import { useAuthForm } from '../components/use-auth-form';

/**
 * "By registering you accept the Terms of use and the Privacy policy", the two names as links to
 * the public pages (the server serves them, in the reader's language). The sentence is translated
 * whole, with {{terms}} and {{privacy}} where the links go, so each language orders it its own way.
 */
function TermsNote() {
  const { t } = useLiteTranslation('auth');
  const links: Record<string, { href: string; label: string }> = {
    terms: { href: '/terms', label: t('register.terms_link') },
    privacy: { href: '/privacy', label: t('register.privacy_link') },
  };
  // Without values the sentence comes back with its {{placeholders}}; odd parts are their names.
  const parts = t('register.accept_terms').split(/{{\s*(\w+)\s*}}/);
  return (
    <p className="auth-text">
      {parts.map((part, index) => {
        const link = index % 2 === 1 ? links[part] : undefined;
        if (!link) return index % 2 === 1 ? null : part;
        return (
          <a key={part} className="auth-link" href={link.href}>
            {link.label}
          </a>
        );
      })}
    </p>
  );
}

type RegisterField = 'name' | 'email' | 'username' | 'phone' | 'password' | 'password_confirmation';

/**
 * Create an account. SPEC §5's rules (RegisterInputSchema's, through domain's zod-free checks)
 * show as the user types once a field has been visited; the server's 422 messages land on their
 * fields. A new account has no role and starts on the dashboard, which says so.
 */
export function RegisterPage({ onSignedIn }: { onSignedIn: (session: AuthSession) => Promise<void> }) {
  const { t } = useLiteTranslation('auth');
  const form = useAuthForm<RegisterField>({
    failureKey: 'auth:register.failed',
    initialValues: { name: '', email: '', username: '', phone: '', password: '', password_confirmation: '' },
    check: (values) => ({
      name: checkText(values.name),
      email: checkEmail(values.email),
      username: checkUsername(values.username),
      phone: values.phone.trim() === '' ? null : checkPhone(values.phone),
      password: checkPassword(values.password),
      password_confirmation: checkPasswordConfirmation(values.password, values.password_confirmation),
    }),
    submit: async (values) => {
      const phone = values.phone.trim();
      const response = await register({
        name: values.name.trim(),
        email: values.email.trim().toLowerCase(),
        username: values.username.trim(),
        ...(phone ? { phone } : {}),
        password: values.password,
        password_confirmation: values.password_confirmation,
      });
      await onSignedIn(response.data);
    },
  });

  return (
    <AuthShell title={t('register.title')} subtitle={t('register.subtitle')}>
      <div className="auth-stack">
        {form.failure && <AuthAlert title={form.failure} />}
        <form
          ref={form.formRef}
          className="auth-form"
          noValidate
          aria-label={t('register.title')}
          onSubmit={(event) => void form.handleSubmit(event)}
        >
          {form.problems && <FormProblems others={form.problems.others} />}
          <TextInputField {...form.field('name')} label={t('register.name')} autoComplete="name" required />
          <TextInputField
            {...form.field('email')}
            type="email"
            label={t('register.email')}
            autoComplete="email"
            required
          />
          <div className="auth-grid">
            <TextInputField
              {...form.field('username')}
              label={t('register.username')}
              helperText={t('register.username_help')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            <TextInputField
              {...form.field('phone')}
              type="tel"
              label={t('register.phone')}
              helperText={t('register.optional')}
              autoComplete="tel"
            />
          </div>
          <PasswordInputField
            {...form.field('password')}
            label={t('register.password')}
            helperText={t('register.password_help')}
            autoComplete="new-password"
            required
          />
          <PasswordInputField
            {...form.field('password_confirmation')}
            label={t('register.password_confirmation')}
            autoComplete="new-password"
            required
          />
          <TermsNote />
          <SubmitButton busy={form.isSubmitting} busyText={t('register.submitting')}>
            {t('register.submit')}
          </SubmitButton>
        </form>
        <p className="auth-footer">
          {t('register.have_account')}{' '}
          <a className="auth-link" href="/login">
            {t('register.login_link')}
          </a>
        </p>
      </div>
    </AuthShell>
  );
}
