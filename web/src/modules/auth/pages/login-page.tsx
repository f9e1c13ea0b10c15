import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { type LoginInput, LoginInputSchema } from '@pickleball/domain/auth/auth.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
// Direct imports: the kit's barrel would bring its checkbox, switch and select fields to this page.
import { Form } from '../../../components/form/form';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { AuthShell } from '../components/auth-shell';
import { SocialButtons } from '../components/social-buttons';
import { SubmitButton } from '../components/submit-button';

/**
 * Sign in with a username or phone and a password (SPEC §2), or a configured social provider.
 * The guest guard sends the user on once the session exists.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { login } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(LoginInputSchema, { defaultValues: { login: '', password: '' } });

  const handleSubmit = async (values: LoginInput) => {
    setFailure(null);
    try {
      // Silent: the reason is shown beside the form, where the user is looking.
      await login(values, { silent: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) throw error; // the form puts it on its fields
      setFailure(error instanceof ApiError ? error.message : t('login.failed'));
    }
  };

  return (
    <AuthShell title={t('login.title')} subtitle={t('login.subtitle')}>
      <Stack gap="5">
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Form form={form} onSubmit={handleSubmit} aria-label={t('login.title')} gap="4">
          <TextField<LoginInput>
            name="login"
            label={t('login.login_label')}
            helperText={t('login.login_help')}
            autoComplete="username"
            required
          />
          <PasswordField<LoginInput>
            name="password"
            label={t('login.password_label')}
            autoComplete="current-password"
            required
          />
          <SubmitButton loadingText={t('login.submitting')}>{t('login.submit')}</SubmitButton>
        </Form>
        <SocialButtons />
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          {t('login.no_account')}{' '}
          <Link asChild color="blue.fg" fontWeight="medium">
            <RouterLink to="/register">{t('login.register_link')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthShell>
  );
}
