import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { REMINDER_MINUTES_MAX, REMINDER_PRESET_MINUTES } from '@pickleball/domain';
import { useId, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { formatNumber } from '../../../lib/format';
import type { MeetingFormValues } from './meeting-form-values';
import { reminderLabel } from './meeting-labels';

/** Reads a custom lead time typed in minutes: a whole number from 0 to 4 weeks, else why not. */
export function readCustomReminder(text: string): { minutes: number } | { error: 'integer' | 'number_max' } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { error: 'integer' };
  const minutes = Number(trimmed);
  return minutes > REMINDER_MINUTES_MAX ? { error: 'number_max' } : { minutes };
}

/**
 * The meeting's reminders: "at the start" and SPEC §9's list as checkboxes, and any other lead
 * time in minutes (up to 4 weeks), which joins the list as a checked box of its own.
 */
export function RemindersField() {
  const { t, i18n } = useTranslation('calendar');
  const { control, setValue } = useFormContext<MeetingFormValues>();
  const chosen = useWatch({ control, name: 'reminders' });
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const options = useMemo(() => {
    const values = [...new Set([...REMINDER_PRESET_MINUTES, ...(chosen ?? [])])].sort((a, b) => a - b);
    return values.map((value) => ({ value, label: reminderLabel(t, value) }));
  }, [chosen, t]);

  const addCustom = () => {
    const read = readCustomReminder(custom);
    if ('error' in read) {
      setError(
        read.error === 'integer'
          ? t('validation:integer')
          : t('validation:number_max', { max: formatNumber(REMINDER_MINUTES_MAX, i18n.language) }),
      );
      return;
    }
    setError(null);
    setCustom('');
    const current = chosen ?? [];
    if (!current.includes(read.minutes))
      setValue(
        'reminders',
        [...current, read.minutes].sort((a, b) => a - b),
        { shouldDirty: true },
      );
  };

  return (
    <>
      <CheckboxGroupField<MeetingFormValues, number>
        name="reminders"
        label={t('calendar:form.remind_before')}
        options={options}
        showBulkActions={false}
        columns={{ base: 2, sm: 3 }}
      />
      <Field.Root invalid={Boolean(error)} maxW="sm">
        <Field.Label htmlFor={inputId}>{t('calendar:form.custom_reminder')}</Field.Label>
        <HStack gap="2" w="full">
          <Input
            id={inputId}
            inputMode="numeric"
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Enter adds the reminder rather than submitting the meeting.
              event.preventDefault();
              addCustom();
            }}
          />
          <Button variant="outline" onClick={addCustom} flexShrink={0}>
            {t('calendar:form.add_reminder')}
          </Button>
        </HStack>
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('calendar:form.custom_reminder_help')}</Field.HelperText>
        )}
      </Field.Root>
    </>
  );
}
