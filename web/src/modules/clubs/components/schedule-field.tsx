import { Box, Button, Field, Grid, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { Weekday } from '@pickleball/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { type ClubFormValues, nextScheduleSlot } from './club-form-values';
import { useClubLabels } from './club-labels';

function SlotRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('clubs');
  const labels = useClubLabels();
  const { register, control } = useFormContext<ClubFormValues>();
  const day = useWatch({ control, name: `schedule.${index}.day` }) as Weekday;
  const dayError = useFieldError(`schedule.${index}.day`);
  const startError = useFieldError(`schedule.${index}.start_time`);
  const endError = useFieldError(`schedule.${index}.end_time`);
  const slotName = t('clubs:schedule.slot_n', { number: index + 1, day: labels.weekdayLabel(day) });
  return (
    <Grid
      as="li"
      role="group"
      aria-label={slotName}
      templateColumns={{ base: '1fr 1fr auto', md: '12rem 9rem 9rem auto' }}
      gap={{ base: '2', md: '3' }}
      alignItems="start"
      py="3"
      borderTopWidth={index === 0 ? '0' : '1px'}
      data-testid="schedule-slot"
    >
      <Field.Root invalid={Boolean(dayError)} gridColumn={{ base: '1 / 3', md: 'auto' }}>
        <Field.Label fontSize="xs" color="fg.muted">
          {t('clubs:schedule.day')}
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...register(`schedule.${index}.day`)}>
            {labels.weekdayOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {dayError && <Field.ErrorText>{dayError}</Field.ErrorText>}
      </Field.Root>
      <Box display={{ base: 'flex', md: 'none' }} gridRow="1" gridColumn="3" pt="6">
        <RemoveButton label={t('clubs:schedule.remove_named', { slot: slotName })} onRemove={onRemove} />
      </Box>
      <Field.Root invalid={Boolean(startError)}>
        <Field.Label fontSize="xs" color="fg.muted">
          {t('clubs:schedule.start')}
        </Field.Label>
        <Input type="time" size="sm" {...register(`schedule.${index}.start_time`)} />
        {startError && <Field.ErrorText>{startError}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={Boolean(endError)}>
        <Field.Label fontSize="xs" color="fg.muted">
          {t('clubs:schedule.end')}
        </Field.Label>
        <Input type="time" size="sm" {...register(`schedule.${index}.end_time`)} />
        {endError && <Field.ErrorText>{endError}</Field.ErrorText>}
      </Field.Root>
      <Box display={{ base: 'none', md: 'flex' }} pt="6">
        <RemoveButton label={t('clubs:schedule.remove_named', { slot: slotName })} onRemove={onRemove} />
      </Box>
    </Grid>
  );
}

function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={label} onClick={onRemove}>
      <Trash2 />
    </IconButton>
  );
}

/**
 * The weekly schedule: any number of slots, several a day if the club plays twice (a day, a start
 * and an end, 24-hour). Slots that overlap on a day or end before they start are refused, by the
 * form's schema first and by the server in any case; each message shows under its slot.
 */
export function ScheduleField() {
  const { t } = useTranslation('clubs');
  const { control, getValues } = useFormContext<ClubFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'schedule' });
  const listError = useFieldError('schedule');
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm" id="schedule-label">
        {t('clubs:fields.schedule')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('clubs:schedule.help')}
      </Text>
      {fields.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" fontStyle="italic">
          {t('clubs:schedule.empty')}
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" aria-labelledby="schedule-label">
          {fields.map((field, index) => (
            <SlotRow key={field.id} index={index} onRemove={() => remove(index)} />
          ))}
        </Box>
      )}
      {listError && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {listError}
        </Text>
      )}
      <Box>
        <Button
          size="sm"
          variant="outline"
          onClick={() => append(nextScheduleSlot(getValues('schedule')?.at(-1)), { shouldFocus: false })}
        >
          <Plus size={14} aria-hidden="true" />
          {t('clubs:schedule.add')}
        </Button>
      </Box>
    </Stack>
  );
}
