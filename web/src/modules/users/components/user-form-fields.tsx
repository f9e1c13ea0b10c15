import { Box, Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessLabels } from '../../../components/access-labels';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { PasswordField } from '../../../components/form/password-field';
import { SwitchField } from '../../../components/form/switch-field';
import { TextField } from '../../../components/form/text-field';
import { useAssignableRoles } from '../api/list-assignable-roles';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      <Stack gap="5">{children}</Stack>
    </Box>
  );
}

/** The fields of the user form; on edit the password is optional and the username required. */
export function UserFormFields({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation(['users', 'ui']);
  const { roleLabel } = useAccessLabels();
  const roles = useAssignableRoles();
  return (
    <Stack gap="6">
      <Section title={t('users:form.account')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField name="name" label={t('users:fields.name')} required autoComplete="off" maxLength={255} />
          <TextField
            name="username"
            label={t('users:fields.username')}
            required={mode === 'edit'}
            autoComplete="off"
            helperText={mode === 'create' ? t('users:form.username_help') : t('users:form.username_rules')}
          />
          <TextField name="email" type="email" label={t('users:fields.email')} autoComplete="off" />
          <TextField name="phone" type="tel" label={t('users:fields.phone')} autoComplete="off" />
        </SimpleGrid>
      </Section>
      <Section title={t('users:form.password')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <PasswordField
            name="password"
            label={t('users:fields.password')}
            required={mode === 'create'}
            helperText={mode === 'create' ? t('users:form.password_rules') : t('users:form.password_keep')}
          />
          <PasswordField
            name="password_confirmation"
            label={t('users:fields.password_confirmation')}
            required={mode === 'create'}
          />
        </SimpleGrid>
      </Section>
      <Section title={t('users:form.access')}>
        {roles.isPending ? (
          <Skeleton height="24" />
        ) : (
          <CheckboxGroupField
            name="roles"
            label={t('users:fields.roles')}
            helperText={t('users:form.roles_help')}
            columns={{ base: 1, sm: 2, lg: 3 }}
            options={(roles.data?.data ?? []).map((role) => ({
              value: role.id,
              label: roleLabel(role),
              description: role.name,
            }))}
          />
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SwitchField
            name="is_active"
            label={t('users:fields.is_active')}
            helperText={t('users:form.active_help')}
          />
          <SwitchField name="email_verified" label={t('users:fields.email_verified')} />
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
