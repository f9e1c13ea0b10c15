import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type RegisterInput, RegisterInputSchema } from '@pickleball/domain/auth/auth.schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
// Direct imports: the kit's barrel would bring its checkbox, switch and select fields to this page.
import { Form } from '../../../components/form/form';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { useAuth } from '../../../lib/auth';
import { AuthShell } from '../components/auth-shell';
import { SubmitButton } from '../components/submit-button';

type RegisterFormValues = z.input<typeof RegisterInputSchema>;

/**
 * Create an account (SPEC §5's rules, checked as the user types once a field has been visited;
 * the server's 422 messages land on their fields). A new account has no role and starts on the
 * dashboard, which says so.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const { register } = useAuth();
  const form = useZodForm(RegisterInputSchema, {
    mode: 'onTouched',
    defaultValues: { name: '', email: '', username: '', phone: '', password: '', password_confirmation: '' },
  });

  // The confirmation is re-checked when the password changes, not only when it is edited itself.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === 'password' && form.getFieldState('password_confirmation').isTouched)
        void form.trigger('password_confirmation');
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const handleSubmit = async (values: RegisterInput) => {
    await register(values);
  };

  return (
    <AuthShell title={t('register.title')} subtitle={t('register.subtitle')}>
      <Stack gap="5">
        <Form form={form} onSubmit={handleSubmit} aria-label={t('register.title')} gap="4">
          <TextField<RegisterFormValues>
            name="name"
            label={t('register.name')}
            autoComplete="name"
            required
          />
          <TextField<RegisterFormValues>
            name="email"
            type="email"
            label={t('register.email')}
            autoComplete="email"
            required
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField<RegisterFormValues>
              name="username"
              label={t('register.username')}
              helperText={t('register.username_help')}
              autoComplete="username"
              required
            />
            <TextField<RegisterFormValues>
              name="phone"
              type="tel"
              label={t('register.phone')}
              helperText={t('register.optional')}
              autoComplete="tel"
            />
          </SimpleGrid>
          <PasswordField<RegisterFormValues>
            name="password"
            label={t('register.password')}
            helperText={t('register.password_help')}
            required
          />
          <PasswordField<RegisterFormValues>
            name="password_confirmation"
            label={t('register.password_confirmation')}
            required
          />
          <SubmitButton loadingText={t('register.submitting')}>{t('register.submit')}</SubmitButton>
        </Form>
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          {t('register.have_account')}{' '}
          <Link asChild color="blue.fg" fontWeight="medium">
            <RouterLink to="/login">{t('register.login_link')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthShell>
  );
}
