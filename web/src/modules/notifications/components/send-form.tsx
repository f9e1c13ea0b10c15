import { Button, HStack, SimpleGrid } from '@chakra-ui/react';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  type NotificationSendInput,
} from '@pickleball/domain';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { Form, SubmitButton } from '../../../components/form/form';
import { FormSection } from '../../../components/form/form-section';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { ContentFields } from './content-fields';
import { CHANNEL_HELP_KEYS, useNotificationLabels } from './notification-labels';
import { RecipientsFields } from './recipients-fields';
import { ScheduleFields } from './schedule-fields';
import { createSendFormSchema, type SendFormValues, sendFormDefaults } from './send-form-values';
import { SendPreview } from './send-preview';
import { useSendConfirmation } from './use-send-confirmation';

/** "Send now", or "Schedule" once a time is chosen. */
function SendButton() {
  const { t } = useTranslation(['notifications', 'ui']);
  const schedule = useWatch<SendFormValues, 'schedule'>({ name: 'schedule' });
  return (
    <SubmitButton busyText={t('notifications:send.sending')}>
      {schedule === 'later' ? t('notifications:actions.schedule') : t('notifications:actions.send_now')}
    </SubmitButton>
  );
}

/**
 * The send form (SPEC §4): channels, a template or a typed message, recipients with a live count,
 * category, priority, link, and when (now, or a Vietnam time). Checked by NotificationSendInputSchema
 * on submit, confirmed before it goes (useSendConfirmation); a 422 lands on its field.
 */
export function SendForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (input: NotificationSendInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['notifications', 'ui']);
  const labels = useNotificationLabels();
  const schema = useMemo(() => createSendFormSchema(), []);
  const form = useZodForm(schema, { defaultValues: sendFormDefaults(), mode: 'onSubmit' });
  const confirmation = useSendConfirmation(form.getValues, onSubmit);
  return (
    <Form
      warnOnLeave
      form={form}
      aria-label={t('notifications:send.title')}
      maxW="4xl"
      onSubmit={confirmation.ask}
    >
      <FormSection
        title={t('notifications:send.channels')}
        description={t('notifications:send.channels_help')}
      >
        <CheckboxGroupField<SendFormValues, (typeof NOTIFICATION_CHANNELS)[number]>
          name="channels"
          label={t('notifications:fields.channels')}
          required
          columns={{ base: 1, sm: 2, lg: 3 }}
          options={NOTIFICATION_CHANNELS.map((channel) => ({
            value: channel,
            label: t(NOTIFICATION_CHANNEL_LABELS[channel]),
            description: t(CHANNEL_HELP_KEYS[channel]),
          }))}
        />
      </FormSection>
      <FormSection title={t('notifications:send.message')}>
        <ContentFields />
      </FormSection>
      <FormSection title={t('notifications:send.recipients')}>
        <RecipientsFields />
      </FormSection>
      <FormSection title={t('notifications:send.options')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SelectField<SendFormValues>
            name="category"
            label={t('notifications:fields.category')}
            options={labels.categoryOptions}
          />
          <SelectField<SendFormValues>
            name="priority"
            label={t('notifications:fields.priority')}
            options={labels.priorityOptions}
          />
        </SimpleGrid>
        <TextField<SendFormValues>
          name="link"
          type="text"
          inputMode="url"
          label={t('notifications:fields.link')}
          helperText={t('notifications:send.link_help')}
          placeholder="/matches/12"
          maxLength={2000}
        />
        <ScheduleFields />
      </FormSection>
      <FormSection title={t('notifications:send.preview')} description={t('notifications:send.preview_help')}>
        <SendPreview />
      </FormSection>
      <HStack gap="3" justify="flex-end" pt="2" flexWrap="wrap">
        <Button variant="outline" onClick={onCancel}>
          {t('ui:form.cancel')}
        </Button>
        <SendButton />
      </HStack>
      {confirmation.dialog}
    </Form>
  );
}
