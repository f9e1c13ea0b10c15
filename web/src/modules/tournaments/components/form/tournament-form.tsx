import { Alert, Button, HStack, SimpleGrid } from '@chakra-ui/react';
import {
  BEST_OF,
  type PaymentCurrency,
  TARGET_POINTS,
  type Tournament,
  type TournamentInput,
  WIN_BY,
} from '@pickleball/domain';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '../../../../components/form/form';
import { FormSection } from '../../../../components/form/form-section';
import { NumberSelectField, WholeNumberField } from '../../../../components/form/number-fields';
import { SelectField } from '../../../../components/form/select-field';
import { SwitchField } from '../../../../components/form/switch-field';
import { TextareaField, TextField } from '../../../../components/form/text-field';
import { useZodForm } from '../../../../components/form/zod-form';
import { isApiError } from '../../../../lib/api-client';
import { useAuth } from '../../../../lib/auth';
import { formatNumber } from '../../../../lib/format';
import { SCORE_TYPE_KEYS, useTournamentLabels } from '../tournament-labels';
import {
  CourtField,
  FeeFields,
  FormatOptions,
  SeedingField,
  SeedPlacementField,
} from './tournament-form-fields';
import { createTournamentFormSchema, tournamentToForm } from './tournament-form-values';

export interface TournamentFormProps {
  tournament?: Tournament;
  /** A new tournament's currency: the community's default (payment settings), not the screen's language. */
  defaultCurrency?: PaymentCurrency;
  label: string;
  submitLabel: string;
  onSubmit: (input: TournamentInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The tournament form (SPEC §3 "Tournament"): what and how it is played (type, format and its
 * options, the cap, seeding, match rules), when and where, entries and money (in the currency's
 * major unit, read in the user's language), the organiser, and visibility. Checked by the API's
 * TournamentInputSchema in the user's language; a 422 lands on its field, another refusal (the
 * type or format locked) shows on top. Once entries exist the type is fixed, once a bracket
 * exists the format, its options and the match rules are.
 */
export function TournamentForm({
  tournament,
  defaultCurrency,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: TournamentFormProps) {
  const { t, i18n } = useTranslation(['tournaments', 'ui']);
  const { can } = useAuth();
  const labels = useTournamentLabels();
  const locale = useRef(i18n.language);
  locale.current = i18n.language;
  const schema = useMemo(() => createTournamentFormSchema(() => locale.current), []);
  const form = useZodForm(schema, {
    defaultValues: tournamentToForm(tournament, i18n.language, defaultCurrency),
    mode: 'onSubmit',
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const isTypeLocked = (tournament?.counts.entries ?? 0) + (tournament?.counts.waitlisted ?? 0) > 0;
  const isFormatLocked = tournament?.has_bracket === true;
  const numberOptions = (values: readonly number[]) =>
    values.map((value) => ({ value, label: formatNumber(value, i18n.language) }));

  return (
    <Form
      warnOnLeave
      form={form}
      aria-label={label}
      maxW="4xl"
      onSubmit={async (input) => {
        setRefusal(null);
        try {
          await onSubmit(input);
        } catch (error) {
          if (isApiError(error) && error.status !== 422) {
            setRefusal(error.message);
            return;
          }
          throw error;
        }
      }}
    >
      {refusal && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{refusal}</Alert.Description>
        </Alert.Root>
      )}
      <FormSection title={t('tournaments:form.about')}>
        <TextField
          name="name"
          label={t('tournaments:fields.name')}
          required
          maxLength={200}
          autoComplete="off"
        />
        <TextareaField
          name="description"
          label={t('tournaments:fields.description')}
          rows={4}
          maxLength={5000}
        />
      </FormSection>
      <FormSection
        title={t('tournaments:form.play')}
        description={isFormatLocked ? t('tournaments:form.format_locked') : undefined}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SelectField
            name="type"
            label={t('tournaments:fields.type')}
            options={labels.typeOptions}
            disabled={isTypeLocked}
            helperText={isTypeLocked ? t('tournaments:form.type_locked') : undefined}
          />
          <SelectField
            name="format"
            label={t('tournaments:fields.format')}
            options={labels.formatOptions}
            disabled={isFormatLocked}
          />
        </SimpleGrid>
        <FormatOptions isLocked={isFormatLocked} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <WholeNumberField
            name="max_participants"
            label={t('tournaments:fields.max_participants')}
            helperText={t('tournaments:form.max_participants_help')}
            placeholder={t('tournaments:form.no_cap')}
          />
          <SeedingField />
          <SeedPlacementField />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="5">
          <NumberSelectField
            name="best_of"
            label={t('tournaments:fields.best_of')}
            options={numberOptions(BEST_OF)}
            disabled={isFormatLocked}
          />
          <NumberSelectField
            name="target_points"
            label={t('tournaments:fields.target_points')}
            options={numberOptions(TARGET_POINTS)}
            disabled={isFormatLocked}
          />
          <NumberSelectField
            name="win_by"
            label={t('tournaments:fields.win_by')}
            options={numberOptions(WIN_BY)}
            disabled={isFormatLocked}
          />
          <SelectField
            name="score_type"
            label={t('tournaments:fields.score_type')}
            options={(['standard', 'rally'] as const).map((value) => ({
              value,
              label: t(SCORE_TYPE_KEYS[value]),
            }))}
            disabled={isFormatLocked}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('tournaments:form.when_where')}>
        <TextField name="location" label={t('tournaments:fields.location')} maxLength={255} />
        {can('court.view') && <CourtField tournament={tournament} />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <TextField name="start_date" type="date" label={t('tournaments:fields.start_date')} required />
          <TextField name="end_date" type="date" label={t('tournaments:fields.end_date')} required />
          <TextField name="start_time" type="time" label={t('tournaments:fields.start_time')} />
          <TextField name="end_time" type="time" label={t('tournaments:fields.end_time')} />
        </SimpleGrid>
        <TextField
          name="registration_deadline"
          type="datetime-local"
          label={t('tournaments:fields.registration_deadline')}
          helperText={t('tournaments:form.deadline_help')}
        />
      </FormSection>
      <FormSection title={t('tournaments:form.entries')}>
        <FeeFields />
        <SwitchField
          name="requires_approval"
          label={t('tournaments:fields.requires_approval')}
          helperText={t('tournaments:form.requires_approval_help')}
        />
        <SwitchField
          name="allow_late_registration"
          label={t('tournaments:fields.allow_late_registration')}
          helperText={t('tournaments:form.allow_late_registration_help')}
        />
        <SwitchField
          name="auto_bracket_generation"
          label={t('tournaments:fields.auto_bracket_generation')}
          helperText={t('tournaments:form.auto_bracket_generation_help')}
        />
      </FormSection>
      <FormSection title={t('tournaments:form.organizer')}>
        <TextField name="organizer_name" label={t('tournaments:fields.organizer_name')} maxLength={200} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField
            name="organizer_email"
            type="email"
            autoComplete="email"
            label={t('tournaments:fields.organizer_email')}
          />
          <TextField
            name="organizer_phone"
            type="tel"
            autoComplete="tel"
            label={t('tournaments:fields.organizer_phone')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('tournaments:form.publishing')}>
        <SwitchField
          name="is_public"
          label={t('tournaments:fields.is_public')}
          helperText={t('tournaments:form.is_public_help')}
        />
        <SwitchField
          name="is_active"
          label={t('tournaments:fields.is_active')}
          helperText={t('tournaments:form.is_active_help')}
        />
        <TextareaField name="rules" label={t('tournaments:fields.rules')} rows={5} maxLength={10_000} />
        <TextareaField
          name="notes"
          label={t('tournaments:fields.notes')}
          helperText={t('tournaments:form.notes_help')}
          rows={3}
          maxLength={5000}
        />
        <WholeNumberField
          name="sort_order"
          label={t('tournaments:fields.sort_order')}
          helperText={t('tournaments:form.sort_order_help')}
        />
      </FormSection>
      <HStack gap="3" justify="flex-end" pt="2" flexWrap="wrap">
        <Button variant="outline" onClick={onCancel}>
          {t('ui:form.cancel')}
        </Button>
        <SubmitButton>{submitLabel}</SubmitButton>
      </HStack>
    </Form>
  );
}
