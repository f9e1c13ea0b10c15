import { Text } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { RadioField } from './radio-field';
import { formatInTimeZone, SCHEDULE_TIME_ZONE, scheduleLocalToUtc } from './schedule-time';
import type { SendFormValues } from './send-form-values';

/** The reader's own zone, when the browser says it and it is not Vietnam's. */
function readerTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone !== SCHEDULE_TIME_ZONE ? zone : null;
  } catch {
    return null;
  }
}

/** Send now, or at a date and time in Vietnam's time ("Giờ Việt Nam"), sent to the API in UTC. */
export function ScheduleFields() {
  const { t, i18n } = useTranslation('notifications');
  const { control } = useFormContext<SendFormValues>();
  const schedule = useWatch({ control, name: 'schedule' });
  const local = useWatch({ control, name: 'scheduled_at' });
  const utc = schedule === 'later' ? scheduleLocalToUtc(local ?? '') : null;
  const zone = readerTimeZone();
  return (
    <>
      <RadioField<SendFormValues>
        name="schedule"
        label={t('notifications:send.when')}
        direction="row"
        options={[
          { value: 'now', label: t('notifications:send.now') },
          { value: 'later', label: t('notifications:send.later') },
        ]}
      />
      {schedule === 'later' && (
        <>
          <TextField<SendFormValues>
            name="scheduled_at"
            type="datetime-local"
            label={t('notifications:send.scheduled_at')}
            helperText={t('notifications:send.vietnam_time')}
            required
          />
          {utc && zone && (
            <Text fontSize="sm" color="fg.muted">
              {t('notifications:send.your_time', { time: formatInTimeZone(utc, i18n.language, zone) })}
            </Text>
          )}
        </>
      )}
    </>
  );
}
