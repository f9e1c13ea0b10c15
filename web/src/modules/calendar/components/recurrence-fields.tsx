import { Button, Fieldset, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { ISO_WEEKDAYS } from '@pickleball/domain';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { type MeetingFormValues, REPEAT_CHOICES } from './meeting-form-values';
import { weekdayNames } from './meeting-format';
import { useMeetingLabels } from './meeting-labels';

/** A weekly meeting's days as toggle chips, Monday first. */
function WeekdayChips() {
  const { t, i18n } = useTranslation('calendar');
  const { control } = useFormContext<MeetingFormValues>();
  const { field } = useController({ control, name: 'recurrence.weekdays' });
  const error = useFieldError('recurrence.weekdays');
  const short = weekdayNames(i18n.language, 'short');
  const long = weekdayNames(i18n.language, 'long');
  const chosen = field.value;
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm">{t('calendar:form.on_days')}</Fieldset.Legend>
      <HStack gap="1.5" flexWrap="wrap" role="group">
        {ISO_WEEKDAYS.map((day) => {
          const isOn = chosen.includes(day);
          return (
            <Button
              key={day}
              size="sm"
              minW="11"
              borderRadius="full"
              variant={isOn ? 'solid' : 'outline'}
              colorPalette={isOn ? 'blue' : 'gray'}
              aria-pressed={isOn}
              aria-label={long[day]}
              onClick={() =>
                field.onChange(
                  isOn
                    ? chosen.filter((entry) => entry !== day)
                    : ISO_WEEKDAYS.filter((entry) => entry === day || chosen.includes(entry)),
                )
              }
            >
              {short[day]}
            </Button>
          );
        })}
      </HStack>
      {error ? (
        <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
      ) : (
        <Fieldset.HelperText>{t('calendar:form.on_days_help')}</Fieldset.HelperText>
      )}
    </Fieldset.Root>
  );
}

/** Repeat: none, daily, weekly (on chosen days), monthly or yearly; every n; until a date. */
export function RecurrenceFields() {
  const { t } = useTranslation('calendar');
  const labels = useMeetingLabels();
  const { control } = useFormContext<MeetingFormValues>();
  const pattern = useWatch({ control, name: 'recurrence.pattern' });
  const interval = Number(useWatch({ control, name: 'recurrence.interval' })) || 1;
  return (
    <Stack gap="4">
      <SelectField<MeetingFormValues>
        name="recurrence.pattern"
        label={t('calendar:fields.recurrence')}
        options={REPEAT_CHOICES.map((value) => ({ value, label: labels.repeat(value) }))}
      />
      {pattern !== 'none' && (
        <>
          <SimpleGrid columns={2} gap="3">
            <TextField<MeetingFormValues>
              name="recurrence.interval"
              inputMode="numeric"
              autoComplete="off"
              label={t('calendar:fields.interval')}
              helperText={labels.every(pattern, interval)}
            />
            <TextField<MeetingFormValues>
              name="recurrence.until"
              type="date"
              label={t('calendar:fields.until')}
              helperText={t('calendar:form.until_help')}
            />
          </SimpleGrid>
          {pattern === 'weekly' && <WeekdayChips />}
        </>
      )}
    </Stack>
  );
}
