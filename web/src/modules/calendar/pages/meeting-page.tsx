import { Alert, Box, Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { CalendarArrowDown, CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { downloadMeetingIcs } from '../api/download-meeting-ics';
import { useMeeting } from '../api/get-meeting';
import { useMeetingActions } from '../api/meeting-actions';
import { MeetingDetails } from '../components/meeting-details';

/**
 * /calendar/meetings/{id}: one meeting for whoever takes part in it, with or without the calendar
 * (a player invited to a training): its details, their answer and its .ics. Those who may see the
 * calendar go on to it from here.
 */
export default function MeetingPage() {
  const { t } = useTranslation(['calendar', 'ui']);
  const { can } = useAuth();
  const id = Number(useParams().id);
  const query = useMeeting(Number.isInteger(id) && id > 0 ? id : null);
  const actions = useMeetingActions();
  const meeting = query.data;
  const [downloading, setDownloading] = useState(false);
  const canSeeCalendar = can('calendar.view');

  return (
    <Stack gap="6" maxW="3xl" data-testid="meeting-details">
      <PageHeader
        title={meeting?.title ?? t('calendar:detail.title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          ...(canSeeCalendar ? [{ label: t('calendar:title'), to: '/calendar' }] : []),
          { label: meeting?.title ?? t('calendar:detail.title') },
        ]}
        actions={
          meeting && (
            <HStack gap="2" flexWrap="wrap">
              <Button
                variant="outline"
                size="sm"
                loading={downloading}
                onClick={() => {
                  setDownloading(true);
                  void downloadMeetingIcs(meeting.id).finally(() => setDownloading(false));
                }}
              >
                <CalendarArrowDown aria-hidden="true" />
                {t('calendar:actions.download_ics')}
              </Button>
              {canSeeCalendar && (
                <Button asChild size="sm" colorPalette="blue">
                  <RouterLink to={`/calendar?meeting=${meeting.id}`}>
                    <CalendarDays aria-hidden="true" />
                    {t('calendar:actions.open_in_calendar')}
                  </RouterLink>
                </Button>
              )}
            </HStack>
          )
        }
      />
      {query.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('calendar:detail.load_failed')}</Alert.Title>
            <Alert.Description>{query.error.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : !meeting ? (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="10" />
          <Skeleton height="40" />
        </Stack>
      ) : (
        <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
          <MeetingDetails
            meeting={meeting}
            occurrence={null}
            isResponding={actions.respond.isPending}
            onRespond={(response) => actions.respond.mutate({ id: meeting.id, input: { response } })}
          />
        </Box>
      )}
    </Stack>
  );
}
