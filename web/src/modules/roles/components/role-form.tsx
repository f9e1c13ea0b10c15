import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { type Role, type RoleInput, RoleInputSchema } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Form, FormActions } from '../../../components/form/form';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { PermissionPicker } from './permission-picker';

export interface RoleFormProps {
  /** The role being edited; a new role when absent. */
  role?: Role;
  /** Saves the parsed values; a 422 is mapped onto the fields. */
  onSubmit: (values: RoleInput) => Promise<unknown>;
  submitLabel?: string;
}

/** Name, display name, description and the grouped permission picker. */
export function RoleForm({ role, onSubmit, submitLabel }: RoleFormProps) {
  const { t } = useTranslation(['roles', 'ui']);
  const navigate = useNavigate();
  const form = useZodForm(RoleInputSchema, {
    defaultValues: {
      name: role?.name ?? '',
      display_name: role?.display_name ?? '',
      description: role?.description ?? '',
      permissions: role?.permissions ?? [],
    },
  });
  return (
    <Form
      warnOnLeave
      form={form}
      maxW="7xl"
      aria-label={role ? t('roles:edit_title') : t('roles:create_title')}
      onSubmit={async (values) => {
        await onSubmit(values);
        navigate('/roles');
      }}
    >
      <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <TextField
              name="name"
              label={t('roles:fields.name')}
              required
              lowercase
              autoComplete="off"
              maxLength={64}
              readOnly={role?.is_system}
              helperText={role?.is_system ? t('roles:form.name_protected') : t('roles:form.name_help')}
            />
            <TextField name="display_name" label={t('roles:fields.display_name')} required maxLength={120} />
          </SimpleGrid>
          <TextareaField name="description" label={t('roles:fields.description')} maxLength={500} />
        </Stack>
      </Box>
      <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
        <PermissionPicker name="permissions" />
      </Box>
      <FormActions submitLabel={submitLabel} onCancel={() => navigate('/roles')} />
    </Form>
  );
}
