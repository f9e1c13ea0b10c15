import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type Club, type ClubInput, ClubInputSchema, type StoredImage } from '@pickleball/domain';
import { type ReactNode, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { Form, SubmitButton } from '../../../components/form/form';
import { SelectField } from '../../../components/form/select-field';
import { SwitchField } from '../../../components/form/switch-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import type { CourtChoice } from '../../../components/search-picker/court-picker';
import { CourtPicker } from '../../../components/search-picker/court-picker';
import { useAuth } from '../../../lib/auth';
import { type ClubFormValues, clubFormDefaults, courtChoiceOf } from './club-form-values';
import { useClubLabels } from './club-labels';
import { ScheduleField } from './schedule-field';

/** SPEC §5 "Club": the avatar is a JPG or PNG of at most 2 MB. */
const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" mb={description ? '1' : '4'}>
        {title}
      </Heading>
      {description && (
        <Text fontSize="sm" color="fg.muted" mb="4">
          {description}
        </Text>
      )}
      <Stack gap="5">{children}</Stack>
    </Box>
  );
}

function AvatarField({ club, onBusyChange }: { club?: Club; onBusyChange: (busy: boolean) => void }) {
  const { t } = useTranslation('clubs');
  const error = useFieldError('avatar');
  const [images, setImages] = useState<StoredImage[]>(club?.avatar ? [club.avatar] : []);
  return (
    <Controller<ClubFormValues, 'avatar'>
      name="avatar"
      render={({ field }) => (
        <ImageUpload
          purpose="club_avatar"
          label={t('clubs:fields.avatar')}
          helperText={t('clubs:form.avatar_help')}
          accept={AVATAR_TYPES}
          maxBytes={AVATAR_MAX_BYTES}
          maxFiles={1}
          square
          value={images}
          error={error}
          onBusyChange={onBusyChange}
          onChange={(next) => {
            setImages(next);
            field.onChange(next[0]?.id ?? null);
          }}
        />
      )}
    />
  );
}

function CourtField({ club }: { club?: Club }) {
  const { t } = useTranslation('clubs');
  const { can } = useAuth();
  const error = useFieldError('court_id');
  const [court, setCourt] = useState<CourtChoice | null>(() => courtChoiceOf(club));
  if (!can('court.view'))
    // Courts are found through the courts list, which needs its own permission: the court stays as it is.
    return (
      <Stack gap="1">
        <Text fontWeight="medium" fontSize="sm">
          {t('clubs:fields.court')}
        </Text>
        <Text fontSize="sm">{court?.name ?? '—'}</Text>
        <Text fontSize="xs" color="fg.muted">
          {t('clubs:form.court_no_permission')}
        </Text>
      </Stack>
    );
  return (
    <Controller<ClubFormValues, 'court_id'>
      name="court_id"
      render={({ field }) => (
        <CourtPicker
          label={t('clubs:fields.court')}
          helperText={t('clubs:form.court_help')}
          value={court}
          errorText={error}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(next) => {
            setCourt(next);
            field.onChange(next?.id ?? null);
          }}
        />
      )}
    />
  );
}

export interface ClubFormProps {
  club?: Club;
  /** The form's accessible name (the page title). */
  label: string;
  submitLabel: string;
  onSubmit: (input: ClubInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The club form (SPEC §3 "Club", §5): name, description, avatar, the court it plays at (searched),
 * its weekly schedule, status and visibility. Checked by ClubInputSchema on submit; a server 422
 * lands on its field, a schedule one under its slot.
 */
export function ClubForm({ club, label, submitLabel, onSubmit, onCancel }: ClubFormProps) {
  const { t } = useTranslation(['clubs', 'ui']);
  const labels = useClubLabels();
  const form = useZodForm(ClubInputSchema, { defaultValues: clubFormDefaults(club), mode: 'onSubmit' });
  const [isUploading, setIsUploading] = useState(false);
  return (
    <Form
      warnOnLeave
      form={form}
      aria-label={label}
      maxW="4xl"
      onSubmit={async (values) => {
        // The avatar is saved by id: the image must be on the server first.
        if (!isUploading) await onSubmit(values);
      }}
    >
      <Section title={t('clubs:form.about')}>
        <TextField name="name" label={t('clubs:fields.name')} required maxLength={200} autoComplete="off" />
        <TextareaField
          name="description"
          label={t('clubs:fields.description')}
          placeholder={t('clubs:form.description_placeholder')}
          rows={4}
          maxLength={5000}
        />
        <AvatarField club={club} onBusyChange={setIsUploading} />
      </Section>
      <Section title={t('clubs:form.where_when')} description={t('clubs:form.where_when_help')}>
        <CourtField club={club} />
        <ScheduleField />
      </Section>
      <Section title={t('clubs:form.visibility')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
          <SelectField name="status" label={t('clubs:fields.status')} options={labels.statusOptions} />
          <Box pt={{ md: '7' }}>
            <SwitchField
              name="is_active"
              label={t('clubs:fields.is_active')}
              helperText={t('clubs:form.is_active_help')}
            />
          </Box>
        </SimpleGrid>
      </Section>
      <HStack gap="3" justify="flex-end" pt="2" flexWrap="wrap">
        <Button variant="outline" onClick={onCancel}>
          {t('ui:form.cancel')}
        </Button>
        <SubmitButton
          isBusy={isUploading}
          busyText={isUploading ? t('clubs:form.waiting_for_upload') : undefined}
        >
          {submitLabel}
        </SubmitButton>
      </HStack>
    </Form>
  );
}
