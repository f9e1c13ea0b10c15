import { Field, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { SwitchField } from '../../../components/form/switch-field';
import { TextField } from '../../../components/form/text-field';
import { type MeetingFormValues, weekdayOf } from './meeting-form-values';
import { fromLocalFields, type LocalFields, toLocalFields } from './meeting-times';
import { TimeZoneField } from './time-zone-field';

/** A message the schema gives the pair as a whole (`end_at`: the end must be after the start). */
function PairError({ name }: { name: 'start_at' | 'end_at' }) {
  const error = useFieldError(name);
  return error ? (
    <Field.Root invalid>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  ) : null;
}

/** Wall-clock arithmetic on the fields (UTC as a plain clock: the zone does not matter for a length). */
const asClock = (fields: LocalFields, allDay: boolean) => {
  const iso = fromLocalFields(fields, 'UTC', allDay);
  return iso ? Date.parse(iso) : null;
};

/**
 * Start and end (date and time in the meeting's zone), all day, and the zone. Moving the start
 * moves the end with it, keeping the length; a weekly meeting's one chosen day follows the start.
 */
export function WhenFields() {
  const { t } = useTranslation('calendar');
  const { control, watch, getValues, setValue } = useFormContext<MeetingFormValues>();
  const allDay = useWatch({ control, name: 'all_day' });
  const previous = useRef<LocalFields>({ ...getValues('start_at') });

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name !== 'start_at.date' && name !== 'start_at.time') return;
      const before = previous.current;
      const after = { date: values.start_at?.date ?? '', time: values.start_at?.time ?? '' };
      previous.current = after;
      const isAllDay = values.all_day === true;
      const from = asClock(before, isAllDay);
      const to = asClock(after, isAllDay);
      const end = asClock({ date: values.end_at?.date ?? '', time: values.end_at?.time ?? '' }, isAllDay);
      if (from !== null && to !== null && end !== null && to !== from) {
        const moved = toLocalFields(new Date(end + (to - from)).toISOString(), 'UTC');
        setValue('end_at', isAllDay ? { date: moved.date, time: values.end_at?.time ?? '' } : moved, {
          shouldDirty: true,
        });
      }
      const weekdays = values.recurrence?.weekdays ?? [];
      if (name === 'start_at.date' && weekdays.length === 1 && weekdays[0] === weekdayOf(before.date))
        setValue('recurrence.weekdays', [weekdayOf(after.date)], { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);

  return (
    <Stack gap="4">
      <SwitchField<MeetingFormValues> name="all_day" label={t('calendar:fields.all_day')} />
      <Stack gap="1">
        <Text fontWeight="medium" fontSize="sm">
          {t('calendar:fields.start_at')}
        </Text>
        <SimpleGrid columns={allDay ? 1 : 2} gap="3">
          <TextField<MeetingFormValues>
            name="start_at.date"
            type="date"
            label={t('calendar:form.date')}
            required
          />
          {!allDay && (
            <TextField<MeetingFormValues>
              name="start_at.time"
              type="time"
              label={t('calendar:form.time')}
              required
            />
          )}
        </SimpleGrid>
        <PairError name="start_at" />
      </Stack>
      <Stack gap="1">
        <Text fontWeight="medium" fontSize="sm">
          {t('calendar:fields.end_at')}
        </Text>
        <SimpleGrid columns={allDay ? 1 : 2} gap="3">
          <TextField<MeetingFormValues>
            name="end_at.date"
            type="date"
            label={allDay ? t('calendar:form.last_day') : t('calendar:form.date')}
            required
          />
          {!allDay && (
            <TextField<MeetingFormValues>
              name="end_at.time"
              type="time"
              label={t('calendar:form.time')}
              required
            />
          )}
        </SimpleGrid>
        <PairError name="end_at" />
      </Stack>
      <TimeZoneField />
    </Stack>
  );
}
