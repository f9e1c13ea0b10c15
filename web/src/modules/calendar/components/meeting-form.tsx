import { Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { MeetingUpdateInput } from '@pickleball/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '../../../components/form/form';
import { FormSection } from '../../../components/form/form-section';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { AttachmentsField } from './attachments-field';
import { MeetingFormSchema, type MeetingFormValues } from './meeting-form-values';
import { useMeetingLabels } from './meeting-labels';
import { ParticipantsField } from './participants-field';
import { RecurrenceFields } from './recurrence-fields';
import { RemindersField } from './reminders-field';
import { WhenFields } from './when-fields';

export interface MeetingFormProps {
  defaultValues: MeetingFormValues;
  /** Editing shows the status (SPEC §3); a new meeting starts scheduled. */
  isEdit: boolean;
  /** Left out of the participants search: they take part by themself. */
  organizerId: number | null;
  /** Opened on one occurrence of a recurring meeting: says what "this occurrence" can change. */
  isOccurrence: boolean;
  submitLabel: string;
  /** Receives the checked input; throw the API's error for a 422 to land on the fields. */
  onSubmit: (input: MeetingUpdateInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The meeting form (SPEC §3 "Meeting"): what, when (in the meeting's zone), repeat, where, who,
 * agenda and notes, reminders, attachments. Checked by the domain's schema on submit; a server 422
 * lands on its field. The buttons stay at the bottom of the drawer, within a thumb's reach.
 */
export function MeetingForm({
  defaultValues,
  isEdit,
  organizerId,
  isOccurrence,
  submitLabel,
  onSubmit,
  onCancel,
}: MeetingFormProps) {
  const { t } = useTranslation(['calendar', 'ui']);
  const labels = useMeetingLabels();
  const form = useZodForm(MeetingFormSchema, { defaultValues, mode: 'onSubmit' });
  const [uploading, setUploading] = useState(false);

  return (
    <Form
      form={form}
      aria-label={submitLabel}
      gap="4"
      onSubmit={(input) => (uploading ? undefined : onSubmit(input))}
    >
      {isOccurrence && (
        <Text fontSize="sm" color="fg.muted" bg="bg.muted" borderRadius="md" px="3" py="2">
          {t('calendar:form.occurrence_note')}
        </Text>
      )}
      <FormSection title={t('calendar:form.about')}>
        <TextField<MeetingFormValues>
          name="title"
          label={t('calendar:fields.title')}
          required
          maxLength={200}
          autoComplete="off"
        />
        <SimpleGrid columns={{ base: 1, sm: isEdit ? 3 : 2 }} gap="4">
          <SelectField<MeetingFormValues>
            name="type"
            label={t('calendar:fields.type')}
            options={labels.typeOptions}
          />
          <SelectField<MeetingFormValues>
            name="priority"
            label={t('calendar:fields.priority')}
            options={labels.priorityOptions}
          />
          {isEdit && (
            <SelectField<MeetingFormValues>
              name="status"
              label={t('calendar:fields.status')}
              options={labels.statusOptions}
            />
          )}
        </SimpleGrid>
        <TextareaField<MeetingFormValues>
          name="description"
          label={t('calendar:fields.description')}
          rows={3}
          maxLength={5000}
        />
      </FormSection>
      <FormSection title={t('calendar:form.when')}>
        <WhenFields />
        <RecurrenceFields />
      </FormSection>
      <FormSection title={t('calendar:form.where')}>
        <TextField<MeetingFormValues>
          name="location"
          label={t('calendar:fields.location')}
          placeholder={t('calendar:form.location_placeholder')}
          maxLength={255}
        />
        <TextField<MeetingFormValues>
          name="meeting_url"
          type="url"
          inputMode="url"
          label={t('calendar:fields.meeting_url')}
          placeholder="https://meet.example.com/…"
          maxLength={500}
        />
      </FormSection>
      <FormSection
        title={t('calendar:fields.participants')}
        description={t('calendar:form.participants_help')}
      >
        <ParticipantsField organizerId={organizerId} />
      </FormSection>
      <FormSection title={t('calendar:form.agenda_notes')}>
        <TextareaField<MeetingFormValues>
          name="agenda"
          label={t('calendar:fields.agenda')}
          rows={4}
          maxLength={5000}
        />
        <TextareaField<MeetingFormValues>
          name="notes"
          label={t('calendar:fields.notes')}
          rows={3}
          maxLength={5000}
        />
      </FormSection>
      <FormSection title={t('calendar:fields.reminders')} description={t('calendar:form.reminders_help')}>
        <RemindersField />
      </FormSection>
      <FormSection title={t('calendar:fields.attachments')}>
        <AttachmentsField onBusyChange={setUploading} />
      </FormSection>
      <Box position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px" zIndex="1">
        <HStack gap="3" justify="flex-end" flexWrap="wrap">
          <Button variant="outline" onClick={onCancel}>
            {t('ui:form.cancel')}
          </Button>
          <SubmitButton
            isBusy={uploading}
            busyText={uploading ? t('calendar:form.waiting_upload') : undefined}
          >
            {submitLabel}
          </SubmitButton>
        </HStack>
      </Box>
    </Form>
  );
}
