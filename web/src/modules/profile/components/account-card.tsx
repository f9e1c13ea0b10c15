import { Box, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { PasswordChangeInputSchema, type Profile, UsernameInputSchema } from '@pickleball/domain';
import { USERNAME_MAX_LENGTH } from '@pickleball/domain/common/field-rules';
import { useTranslation } from 'react-i18next';
import { Form, FormActions } from '../../../components/form/form';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { useChangePassword } from '../api/change-password';
import { useUpdateUsername } from '../api/update-username';

/** The username on its own (unique; the server audits the change). */
function UsernameForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const updateUsername = useUpdateUsername();
  const form = useZodForm(UsernameInputSchema, { defaultValues: { username: profile.user.username } });
  return (
    <Form
      form={form}
      gap="3"
      aria-label={t('profile:username.title')}
      onSubmit={async ({ username }) => {
        const saved = await updateUsername.mutateAsync(username);
        form.reset({ username: saved.data.user.username });
      }}
    >
      <TextField
        name="username"
        label={t('profile:username.label')}
        helperText={t('profile:username.help')}
        autoComplete="username"
        maxLength={USERNAME_MAX_LENGTH}
        required
      />
      <FormActions submitLabel={t('profile:username.submit')} />
    </Form>
  );
}

const EMPTY_PASSWORDS = { current_password: '', password: '', password_confirmation: '' };

/** A new password, with the current one; every other session of the user is signed out. */
function PasswordForm() {
  const { t } = useTranslation('profile');
  const changePassword = useChangePassword();
  const form = useZodForm(PasswordChangeInputSchema, { defaultValues: EMPTY_PASSWORDS });
  return (
    <Form
      form={form}
      gap="3"
      aria-label={t('profile:password.title')}
      onSubmit={async (values) => {
        await changePassword.mutateAsync(values);
        form.reset(EMPTY_PASSWORDS);
      }}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('profile:password.help')}
      </Text>
      <PasswordField
        name="current_password"
        label={t('profile:password.current')}
        autoComplete="current-password"
        required
      />
      <PasswordField
        name="password"
        label={t('profile:password.new')}
        helperText={t('profile:password.rules')}
        required
      />
      <PasswordField name="password_confirmation" label={t('profile:password.confirm')} required />
      <FormActions submitLabel={t('profile:password.submit')} />
    </Form>
  );
}

/** Sign-in details: the username and the password, each saved on its own. */
export function AccountCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  return (
    <Box
      as="section"
      id="profile-account"
      aria-labelledby="profile-account-title"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" size="md" id="profile-account-title" mb="4">
        {t('profile:sections.account')}
      </Heading>
      <Stack gap="5">
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('profile:username.title')}
          </Heading>
          <UsernameForm profile={profile} />
        </Stack>
        <Separator />
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('profile:password.title')}
          </Heading>
          <PasswordForm />
        </Stack>
      </Stack>
    </Box>
  );
}
