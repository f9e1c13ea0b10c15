import {
  Button,
  Field,
  Fieldset,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { SESSION_COURTS_MAX } from '@pickleball/domain/match-sessions/match-sessions.rules';
import {
  CANCEL_CUTOFF_DEFAULT,
  COURT_NAME_MAX,
} from '@pickleball/domain/match-sessions/session-event.schemas';
import { PAYMENT_CURRENCIES } from '@pickleball/domain/payments/payments.rules';
import { Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, useFieldError } from '../../../components/form';
import { NumberSelectField, WholeNumberField } from '../../../components/form/number-fields';
import { type CourtChoice, CourtPicker } from '../../../components/search-picker/court-picker';
import { useAuth } from '../../../lib/auth';
import { formatMoney } from '../../../lib/money';
import type { EventFormValues } from './session-event-form';
import { cancelCutoffChoices, formatCancelCutoff } from './session-event-text';
import { useSessionLabels } from './session-labels';
import { formatZoneOffset, isOtherZone } from './session-when';

/** A registered court as the venue (court.view), as the tournament form picks its court. */
function VenueCourtField({ initial }: { initial: CourtChoice | null }) {
  const { t } = useTranslation('match-sessions');
  const error = useFieldError('venue_court_id');
  const [court, setCourt] = useState<CourtChoice | null>(initial);
  return (
    <Controller<EventFormValues, 'venue_court_id'>
      name="venue_court_id"
      render={({ field }) => (
        <CourtPicker
          label={t('match-sessions:fields.venue_court')}
          helperText={t('match-sessions:event.venue_court_help')}
          value={court}
          errorText={error}
          inputRef={field.ref}
          onBlur={field.onBlur}
          clearOnType
          onChange={(next) => {
            setCourt(next);
            field.onChange(next?.id ?? null);
          }}
        />
      )}
    />
  );
}

/** One named court: its box and its remove button; Enter on the last one adds the next. */
function CourtNameRow({
  index,
  value,
  onChange,
  onRemove,
  onEnter,
  inputRef,
}: {
  index: number;
  value: string;
  onChange: (value: string) => void;
  onRemove: () => void;
  onEnter: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const { t } = useTranslation('match-sessions');
  const error = useFieldError(`court_names.${index}`);
  const number = index + 1;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label fontSize="sm">{t('match-sessions:event.court_name_label', { number })}</Field.Label>
      <HStack gap="2" width="full">
        <Input
          ref={inputRef}
          value={value}
          maxLength={COURT_NAME_MAX}
          autoComplete="off"
          placeholder={t('match-sessions:event.court_name_placeholder', { number })}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter must not submit the form: it moves on to the next court instead.
            if (event.key === 'Enter') {
              event.preventDefault();
              onEnter();
            }
          }}
        />
        <IconButton
          variant="outline"
          aria-label={t('match-sessions:actions.remove_court', { number })}
          onClick={onRemove}
        >
          <X size={16} aria-hidden="true" />
        </IconButton>
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * The courts played on, by name, in the order the schedule numbers them ("Sân 3" is court 1):
 * added and removed in place. When named, their count is the number of courts.
 */
function CourtNamesField() {
  const { t } = useTranslation('match-sessions');
  const { setValue, getValues, formState } = useFormContext<EventFormValues>();
  const names = useWatch<EventFormValues, 'court_names'>({ name: 'court_names' }) ?? [];
  const error = useFieldError('court_names');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [focus, setFocus] = useState<number | null>(null);
  useEffect(() => {
    if (focus === null) return;
    inputs.current[focus]?.focus();
    setFocus(null);
  }, [focus]);
  const update = (next: string[]) =>
    setValue('court_names', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const isFull = names.length >= SESSION_COURTS_MAX;
  const add = () => {
    if (isFull) return;
    update([...getValues('court_names'), '']);
    setFocus(names.length);
  };
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{t('match-sessions:fields.court_names')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('match-sessions:event.court_names_help')}</Fieldset.HelperText>
      <Stack gap="3" mt="2">
        {names.map((name, index) => (
          <CourtNameRow
            // biome-ignore lint/suspicious/noArrayIndexKey: a court's place is its number in the schedule.
            key={index}
            index={index}
            value={name}
            inputRef={(element) => {
              inputs.current[index] = element;
            }}
            onChange={(value) => update(names.map((item, at) => (at === index ? value : item)))}
            onRemove={() => {
              update(names.filter((_, at) => at !== index));
              setFocus(Math.min(index, names.length - 2));
            }}
            onEnter={() => {
              if (index === names.length - 1) add();
              else setFocus(index + 1);
            }}
          />
        ))}
        <HStack gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={add} disabled={isFull}>
            <Plus size={16} aria-hidden="true" />
            {t('match-sessions:actions.add_court')}
          </Button>
          {names.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('match-sessions:event.no_courts_named')}
            </Text>
          )}
        </HStack>
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/** The fee per player in the chosen currency (read in the user's language); empty: free. */
function FeeFields() {
  const { t, i18n } = useTranslation('match-sessions');
  const currency = useWatch<EventFormValues, 'currency'>({ name: 'currency' }) ?? 'VND';
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <TextField
        name="fee"
        label={t('match-sessions:fields.fee')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatMoney(currency === 'VND' ? 50_000 : 500, currency, i18n.language)}
        helperText={t('match-sessions:event.fee_help')}
      />
      <SelectField
        name="currency"
        label={t('match-sessions:fields.currency')}
        options={PAYMENT_CURRENCIES.map((value) => ({ value, label: value }))}
      />
    </SimpleGrid>
  );
}

/**
 * How long before the start a player may still cancel alone (after it, only the organiser can),
 * in minutes; a value saved outside the choices (through the API) stays offered as it is.
 */
function CancelCutoffField() {
  const { t } = useTranslation('match-sessions');
  const { formState } = useFormContext<EventFormValues>();
  // The value saved (the form's default, after any reset) stays offered while another is chosen.
  const saved = formState.defaultValues?.cancel_cutoff_minutes;
  const current = useWatch<EventFormValues, 'cancel_cutoff_minutes'>({ name: 'cancel_cutoff_minutes' });
  const choices = cancelCutoffChoices(saved, current);
  return (
    <NumberSelectField
      name="cancel_cutoff_minutes"
      label={t('match-sessions:fields.cancel_cutoff')}
      helperText={t('match-sessions:event.cancel_cutoff_help')}
      options={choices.map((value) => {
        const label = formatCancelCutoff(value, t);
        return {
          value,
          label:
            value === CANCEL_CUTOFF_DEFAULT
              ? t('match-sessions:event.cancel_cutoff_default', { label })
              : label,
        };
      })}
    />
  );
}

export interface SessionEventFieldsProps {
  /** Whether the session is a club's: only then may it be for the club's members alone. */
  hasClub: boolean;
  /** The registered court chosen when the form opened. */
  venueCourt: CourtChoice | null;
  /** Who organises it: the person saving a new one, or the session's organiser. */
  organiserName: string | null;
  /** A line under the organiser (a new evening's: whoever saves it organises it). */
  organiserHelp?: string;
}

/**
 * A session's "When and where" (issue 31 §1): the day and times in its zone, the venue (a
 * registered court, or words), the named courts, the cap, a rating range, the fee per player,
 * until when players may cancel alone, who may see it, and who organises it. One column on a phone; bound to the surrounding form.
 */
export function SessionEventFields({
  hasClub,
  venueCourt,
  organiserName,
  organiserHelp,
}: SessionEventFieldsProps) {
  const { t, i18n } = useTranslation('match-sessions');
  const { can } = useAuth();
  const labels = useSessionLabels();
  const timeZone = useWatch<EventFormValues, 'time_zone'>({ name: 'time_zone' });
  const [now] = useState(() => new Date());
  const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zoneHelp =
    timeZone && isOtherZone(timeZone, now, readerZone)
      ? t('match-sessions:event.time_zone_help', {
          zone: `${timeZone} (${formatZoneOffset(timeZone, i18n.language, now)})`,
        })
      : undefined;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <TextField name="date" type="date" label={t('match-sessions:fields.date')} required />
        <TextField name="start_time" type="time" label={t('match-sessions:fields.start_time')} required />
        <TextField name="end_time" type="time" label={t('match-sessions:fields.end_time')} required />
      </SimpleGrid>
      {zoneHelp && (
        <Text fontSize="sm" color="fg.muted" mt="-3">
          {zoneHelp}
        </Text>
      )}
      {can('court.view') && <VenueCourtField initial={venueCourt} />}
      <TextField
        name="venue"
        label={t('match-sessions:fields.venue')}
        helperText={t('match-sessions:event.venue_help')}
        maxLength={255}
      />
      <CourtNamesField />
      <WholeNumberField
        name="player_cap"
        label={t('match-sessions:fields.player_cap')}
        placeholder={t('match-sessions:event.no_cap')}
        helperText={t('match-sessions:event.player_cap_help')}
      />
      <Fieldset.Root>
        <Fieldset.Legend>{t('match-sessions:fields.rating_range')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('match-sessions:event.rating_help')}</Fieldset.HelperText>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="2">
          <TextField
            name="rating_min"
            label={t('match-sessions:fields.rating_min')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={10}
          />
          <TextField
            name="rating_max"
            label={t('match-sessions:fields.rating_max')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={10}
          />
        </SimpleGrid>
      </Fieldset.Root>
      <FeeFields />
      <CancelCutoffField />
      <SelectField
        name="visibility"
        label={t('match-sessions:fields.visibility')}
        options={labels.visibilityOptions.map((option) => ({
          ...option,
          disabled: option.value === 'members' && !hasClub,
        }))}
        helperText={hasClub ? undefined : t('match-sessions:event.members_need_club')}
      />
      <Stack gap="1.5">
        <Text fontSize="sm" fontWeight="medium">
          {t('match-sessions:fields.organiser')}
        </Text>
        <Text>{organiserName ?? '—'}</Text>
        {organiserHelp && (
          <Text fontSize="xs" color="fg.muted">
            {organiserHelp}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
