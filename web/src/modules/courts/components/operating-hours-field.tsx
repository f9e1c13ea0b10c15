import { Box, Button, Checkbox, Field, Grid, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { WEEKDAYS, type Weekday } from '@pickleball/domain';
import { Copy } from 'lucide-react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import type { CourtFieldValues } from './court-form-values';
import { defaultOperatingHours } from './court-form-values';
import { useCourtLabels } from './court-labels';

type Hours = NonNullable<CourtFieldValues['operating_hours']>;

function DayRow({ day }: { day: Weekday }) {
  const { t } = useTranslation('courts');
  const { weekdayLabel } = useCourtLabels();
  const { control, register } = useFormContext<CourtFieldValues>();
  const closed = useController({ control, name: `operating_hours.${day}.closed` });
  const isClosed = closed.field.value === true;
  const openError = useFieldError(`operating_hours.${day}.open`);
  const closeError = useFieldError(`operating_hours.${day}.close`);
  const dayLabel = weekdayLabel(day);
  return (
    <Grid
      role="group"
      aria-label={dayLabel}
      templateColumns={{ base: '1fr 1fr', md: '8rem 8rem 1fr 1fr' }}
      gap={{ base: '2', md: '4' }}
      alignItems="start"
      py="2"
      borderTopWidth={day === 'monday' ? '0' : '1px'}
    >
      <Text fontWeight="medium" pt={{ md: '2' }}>
        {dayLabel}
      </Text>
      <Checkbox.Root
        checked={isClosed}
        onCheckedChange={(event) => closed.field.onChange(event.checked === true)}
        pt={{ md: '2' }}
        justifySelf={{ base: 'end', md: 'start' }}
      >
        <Checkbox.HiddenInput ref={closed.field.ref} onBlur={closed.field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{t('courts:closed')}</Checkbox.Label>
      </Checkbox.Root>
      <Field.Root invalid={Boolean(openError)} disabled={isClosed}>
        <Field.Label srOnly>{t('courts:hours.open_on', { day: dayLabel })}</Field.Label>
        <HStack gap="2" width="full">
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" aria-hidden="true">
            {t('courts:hours.open')}
          </Text>
          <Input type="time" size="sm" {...register(`operating_hours.${day}.open`)} />
        </HStack>
        {openError && <Field.ErrorText>{openError}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={Boolean(closeError)} disabled={isClosed}>
        <Field.Label srOnly>{t('courts:hours.close_on', { day: dayLabel })}</Field.Label>
        <HStack gap="2" width="full">
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" aria-hidden="true">
            {t('courts:hours.close')}
          </Text>
          <Input type="time" size="sm" {...register(`operating_hours.${day}.close`)} />
        </HStack>
        {closeError && <Field.ErrorText>{closeError}</Field.ErrorText>}
      </Field.Root>
    </Grid>
  );
}

/**
 * Opening hours per weekday: open and close times (24-hour), or closed. Off means the hours are
 * not known (stored as none); switching on starts every day at 06:00–22:00.
 */
export function OperatingHoursField() {
  const { t } = useTranslation('courts');
  const { control, getValues, setValue } = useFormContext<CourtFieldValues>();
  const hours = useWatch({ control, name: 'operating_hours' });
  const isKnown = hours !== null && hours !== undefined;

  const copyMondayToAll = () => {
    const monday = getValues('operating_hours.monday');
    if (!monday) return;
    for (const day of WEEKDAYS)
      if (day !== 'monday') setValue(`operating_hours.${day}`, { ...monday }, { shouldDirty: true });
  };

  return (
    <Stack gap="3">
      <Switch.Root
        checked={isKnown}
        onCheckedChange={(event) =>
          setValue('operating_hours', event.checked ? (defaultOperatingHours() as Hours) : null, {
            shouldDirty: true,
          })
        }
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('courts:hours.known')}</Switch.Label>
      </Switch.Root>
      {isKnown ? (
        <Box>
          {WEEKDAYS.map((day) => (
            <DayRow key={day} day={day} />
          ))}
          <Button size="xs" variant="outline" mt="2" onClick={copyMondayToAll}>
            <Copy size={12} aria-hidden="true" />
            {t('courts:hours.copy_monday')}
          </Button>
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('courts:hours.unknown_help')}
        </Text>
      )}
    </Stack>
  );
}
