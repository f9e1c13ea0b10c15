import { Badge, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type Permission, type PermissionInput, PermissionInputSchema } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAccessLabels } from '../../../components/access-labels';
import { Form, FormActions } from '../../../components/form/form';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { useAuth } from '../../../lib/auth';
import { usePermissionFilters } from '../api/get-permission-filters';
import { useGroupedPermissions } from '../api/list-grouped-permissions';

export interface PermissionFormProps {
  /** The permission being edited; a new permission when absent. */
  permission?: Permission;
  onSubmit: (values: PermissionInput) => Promise<unknown>;
  submitLabel?: string;
}

/** Name (`module.action`), display name, group (with the known groups suggested) and description. */
export function PermissionForm({ permission, onSubmit, submitLabel }: PermissionFormProps) {
  const { t } = useTranslation(['permissions', 'ui']);
  const navigate = useNavigate();
  const { groupLabel } = useAccessLabels();
  const { can } = useAuth();
  const groups = usePermissionFilters().data?.data.groups ?? [];
  const grouped = useGroupedPermissions(can('permission.view')).data?.data ?? [];
  const form = useZodForm(PermissionInputSchema, {
    defaultValues: {
      name: permission?.name ?? '',
      display_name: permission?.display_name ?? '',
      group: permission?.group ?? '',
      description: permission?.description ?? '',
    },
  });
  const chosenGroup = form.watch('group');
  const siblings = (grouped.find((entry) => entry.group === chosenGroup)?.permissions ?? []).filter(
    (entry) => entry.id !== permission?.id,
  );
  return (
    <Form
      warnOnLeave
      form={form}
      maxW="4xl"
      aria-label={permission ? t('permissions:edit_title') : t('permissions:create_title')}
      onSubmit={async (values) => {
        await onSubmit(values);
        navigate('/permissions');
      }}
    >
      <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <TextField
              name="name"
              label={t('permissions:fields.name')}
              required
              lowercase
              autoComplete="off"
              maxLength={120}
              placeholder="court.view"
              readOnly={permission?.is_system}
              helperText={
                permission?.is_system ? t('permissions:form.name_protected') : t('permissions:form.name_help')
              }
            />
            <TextField
              name="display_name"
              label={t('permissions:fields.display_name')}
              required
              maxLength={120}
            />
            <TextField
              name="group"
              label={t('permissions:fields.group')}
              required
              lowercase
              autoComplete="off"
              maxLength={64}
              helperText={t('permissions:form.group_help')}
              suggestions={groups.map((group) => ({ value: group, label: groupLabel(group) }))}
            />
          </SimpleGrid>
          {siblings.length > 0 && (
            <Box>
              <Text fontSize="sm" color="fg.muted" mb="2">
                {t('permissions:form.group_members', { group: groupLabel(chosenGroup ?? '') })}
              </Text>
              <HStack gap="1" flexWrap="wrap">
                {siblings.map((entry) => (
                  <Badge key={entry.id} variant="outline" fontFamily="mono">
                    {entry.name}
                  </Badge>
                ))}
              </HStack>
            </Box>
          )}
          <TextareaField name="description" label={t('permissions:fields.description')} maxLength={500} />
        </Stack>
      </Box>
      <FormActions submitLabel={submitLabel} onCancel={() => navigate('/permissions')} />
    </Form>
  );
}
