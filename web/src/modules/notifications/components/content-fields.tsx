import { Alert, Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { NotificationTemplate } from '@pickleball/domain';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useAuth } from '../../../lib/auth';
import { useTemplateChoices } from '../api/list-template-choices';
import { useNotificationLabels } from './notification-labels';
import { RadioField } from './radio-field';
import type { SendFormValues } from './send-form-values';

/** The chosen template's variables, one box each (its sample as the placeholder). */
function TemplateVariables({ template }: { template: NotificationTemplate }) {
  const { t } = useTranslation('notifications');
  const { setValue, getValues } = useFormContext<SendFormValues>();
  // A new template keeps what was typed for variables of the same name.
  useEffect(() => {
    const current = getValues('data') ?? {};
    setValue(
      'data',
      Object.fromEntries(template.variables.map((variable) => [variable.name, current[variable.name] ?? ''])),
    );
  }, [template, getValues, setValue]);
  if (template.variables.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('notifications:send.no_variables')}
      </Text>
    );
  return (
    <Stack gap="3">
      <Text fontWeight="medium" fontSize="sm">
        {t('notifications:send.variables')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {template.variables.map((variable) => (
          <TextField<SendFormValues>
            key={variable.name}
            name={`data.${variable.name}`}
            label={variable.name}
            helperText={variable.description ?? undefined}
            placeholder={variable.sample ?? undefined}
            maxLength={2000}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function TemplateChoice() {
  const { t } = useTranslation('notifications');
  const labels = useNotificationLabels();
  const { control, setValue } = useFormContext<SendFormValues>();
  const templateId = useWatch({ control, name: 'template_id' });
  const templates = useTemplateChoices(true);
  const list = templates.data?.data ?? [];
  const chosen = useMemo(
    () => list.find((template) => String(template.id) === templateId),
    [list, templateId],
  );
  // Without the templates (a failure, a permission taken away meanwhile) the message can still be typed.
  if (templates.isError)
    return (
      <Alert.Root status="warning" size="sm" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{t('notifications:send.templates_failed')}</Alert.Description>
        </Alert.Content>
        <Button
          size="xs"
          variant="outline"
          flexShrink={0}
          onClick={() => setValue('content_mode', 'free', { shouldDirty: true })}
        >
          {t('notifications:send.mode_free')}
        </Button>
      </Alert.Root>
    );
  return (
    <Stack gap="4">
      <SelectField<SendFormValues>
        name="template_id"
        label={t('notifications:fields.template')}
        required
        placeholder={
          templates.isPending ? t('notifications:send.loading') : t('notifications:send.choose_template')
        }
        options={list.map((template) => ({
          value: String(template.id),
          label: `${template.name} (${labels.channelLabel(template.type)})`,
        }))}
        helperText={
          list.length === 0 && !templates.isPending ? t('notifications:send.no_templates') : undefined
        }
      />
      {chosen && (
        <>
          <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
            {chosen.translations.en.subject && (
              <Text fontWeight="semibold">{chosen.translations.en.subject}</Text>
            )}
            <Text fontSize="sm" whiteSpace="pre-line">
              {chosen.translations.en.content}
            </Text>
          </Box>
          <TemplateVariables template={chosen} />
        </>
      )}
    </Stack>
  );
}

/** What the send says: a saved template filled with its variables, or a subject and content typed here. */
export function ContentFields() {
  const { t } = useTranslation('notifications');
  const { can } = useAuth();
  const { control } = useFormContext<SendFormValues>();
  const mode = useWatch({ control, name: 'content_mode' });
  // Templates are listed through their own permission; without it, the message is typed here.
  const canUseTemplates = can('notification.templates.view');
  return (
    <>
      {canUseTemplates && (
        <RadioField<SendFormValues>
          name="content_mode"
          label={t('notifications:send.content_mode')}
          direction="row"
          options={[
            {
              value: 'free',
              label: t('notifications:send.mode_free'),
              description: t('notifications:send.mode_free_help'),
            },
            {
              value: 'template',
              label: t('notifications:send.mode_template'),
              description: t('notifications:send.mode_template_help'),
            },
          ]}
        />
      )}
      {canUseTemplates && mode === 'template' ? (
        <TemplateChoice />
      ) : (
        <>
          <TextField<SendFormValues>
            name="subject"
            label={t('notifications:fields.subject')}
            required
            maxLength={200}
          />
          <TextareaField<SendFormValues>
            name="content"
            label={t('notifications:fields.content')}
            required
            rows={6}
            maxLength={5000}
            helperText={t('notifications:send.content_help')}
          />
        </>
      )}
    </>
  );
}
