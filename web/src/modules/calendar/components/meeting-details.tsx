import { Badge, Box, Button, DataList, Group, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import type { Meeting, MeetingRespondInput, MeetingStatus, Occurrence } from '@pickleball/domain';
import { formatBytes } from '@pickleball/domain/files/files.schemas';
import { Check, CircleHelp, ExternalLink, FileText, X } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OccurrenceShown } from './meeting-form-values';
import {
  formatLocalDateText,
  formatWhen,
  formatZoneOffset,
  readerTimeZone,
  weekdayNames,
} from './meeting-format';
import { RESPONSE_PALETTES, STATUS_PALETTES, useMeetingLabels } from './meeting-labels';
import { PRIORITY_PALETTES, TYPE_PALETTES } from './occurrence-events';
import { zoneLabel } from './zone-label';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0" wordBreak="break-word">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function LongText({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm">
        {label}
      </Text>
      <Text whiteSpace="pre-wrap" fontSize="sm">
        {text}
      </Text>
    </Stack>
  );
}

/** "Every 2 weeks on Tue, Sat, until 31 Mar 2027". */
export function useRecurrenceText() {
  const { t, i18n } = useTranslation('calendar');
  const labels = useMeetingLabels();
  const locale = i18n.language;
  return useCallback(
    (recurrence: Meeting['recurrence']): string | null => {
      if (!recurrence) return null;
      const names = weekdayNames(locale, 'short');
      const days =
        recurrence.pattern === 'weekly' && recurrence.weekdays.length > 0
          ? t('calendar:detail.on_days', { days: recurrence.weekdays.map((day) => names[day]).join(', ') })
          : '';
      const until = recurrence.until
        ? t('calendar:detail.until', { date: formatLocalDateText(recurrence.until, locale) })
        : '';
      return [labels.every(recurrence.pattern, recurrence.interval), days, until].filter(Boolean).join(' ');
    },
    [t, labels, locale],
  );
}

export interface MeetingDetailsProps {
  meeting: Meeting;
  /** The occurrence clicked on the calendar (its own times, title, place, status). */
  occurrence: OccurrenceShown | null;
  onRespond: (response: MeetingRespondInput['response']) => void;
  isResponding: boolean;
}

/**
 * Everything about a meeting: when (in its zone, and the reader's when it differs), repeat, where,
 * who with their answers, agenda, notes, reminders, attachments; the invited reader's own answer.
 */
export function MeetingDetails({ meeting, occurrence, onRespond, isResponding }: MeetingDetailsProps) {
  const { t, i18n } = useTranslation('calendar');
  const labels = useMeetingLabels();
  const recurrenceText = useRecurrenceText();
  const locale = i18n.language;
  const start = occurrence?.start_at ?? meeting.start_at;
  const end = occurrence?.end_at ?? meeting.end_at;
  const status: MeetingStatus = occurrence?.status ?? meeting.status;
  const location = occurrence ? occurrence.location : meeting.location;
  const reader = readerTimeZone();
  const showReader =
    !meeting.all_day &&
    formatZoneOffset(reader, 'en', new Date(start)) !==
      formatZoneOffset(meeting.timezone, 'en', new Date(start));
  const answered = meeting.participants.filter((person) => person.response === 'accepted').length;
  const dash = <Text color="fg.muted">—</Text>;

  return (
    <Stack gap="5">
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette={STATUS_PALETTES[status]} data-testid="meeting-status">
          {labels.status(status)}
        </Badge>
        <Badge colorPalette={TYPE_PALETTES[meeting.type]} variant="outline">
          {labels.type(meeting.type)}
        </Badge>
        <Badge colorPalette={PRIORITY_PALETTES[meeting.priority]} variant="outline">
          {labels.priority(meeting.priority)}
        </Badge>
      </HStack>
      <Stack gap="0.5">
        <Text fontWeight="semibold" data-testid="meeting-when">
          {formatWhen(start, end, meeting.all_day, meeting.timezone, locale)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {zoneLabel(t, meeting.timezone, locale, new Date(start))}
        </Text>
        {showReader && (
          <Text fontSize="sm" color="fg.muted">
            {t('calendar:detail.your_time', { when: formatWhen(start, end, false, reader, locale) })}
          </Text>
        )}
        {meeting.recurrence && <Text fontSize="sm">{recurrenceText(meeting.recurrence)}</Text>}
      </Stack>
      {meeting.my_response !== null && (
        <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
          <Text fontSize="sm" fontWeight="medium">
            {t('calendar:detail.your_answer')}
          </Text>
          <Group attached width="full" role="group" aria-label={t('calendar:detail.your_answer')}>
            {(
              [
                ['accepted', Check, 'calendar:actions.accept'],
                ['maybe', CircleHelp, 'calendar:actions.maybe'],
                ['declined', X, 'calendar:actions.decline'],
              ] as const
            ).map(([response, Icon, key]) => {
              const isCurrent = meeting.my_response === response;
              return (
                <Button
                  key={response}
                  flex="1"
                  size="sm"
                  variant={isCurrent ? 'solid' : 'outline'}
                  colorPalette={isCurrent ? RESPONSE_PALETTES[response] : 'gray'}
                  aria-pressed={isCurrent}
                  disabled={isResponding}
                  onClick={() => !isCurrent && onRespond(response)}
                >
                  <Icon aria-hidden="true" />
                  {t(key)}
                </Button>
              );
            })}
          </Group>
        </Stack>
      )}
      <DataList.Root orientation="horizontal" gap="3">
        <Item label={t('calendar:fields.location')}>{location ?? dash}</Item>
        <Item label={t('calendar:fields.meeting_url')}>
          {meeting.meeting_url ? (
            <Link href={meeting.meeting_url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
              {t('calendar:detail.join')}
              <ExternalLink size={14} aria-hidden="true" />
            </Link>
          ) : (
            dash
          )}
        </Item>
        <Item label={t('calendar:fields.organizer')}>{meeting.organizer?.name ?? dash}</Item>
        <Item label={t('calendar:fields.reminders')}>
          {meeting.reminders.length > 0
            ? meeting.reminders.map((minutes) => labels.reminder(minutes)).join(', ')
            : dash}
        </Item>
      </DataList.Root>
      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          {t('calendar:detail.participants', { count: meeting.participants.length, accepted: answered })}
        </Text>
        <Stack as="ul" gap="1.5" listStyleType="none" data-testid="meeting-participants">
          {meeting.participants.map((person) => (
            <HStack
              as="li"
              key={person.user.id}
              justify="space-between"
              gap="2"
              data-testid="meeting-participant"
            >
              <Stack gap="0" minW="0">
                <Text fontSize="sm" truncate>
                  {person.user.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {labels.role(person.role)}
                </Text>
              </Stack>
              <Badge colorPalette={RESPONSE_PALETTES[person.response]} flexShrink={0}>
                {labels.response(person.response)}
              </Badge>
            </HStack>
          ))}
        </Stack>
      </Stack>
      <LongText label={t('calendar:fields.description')} text={meeting.description} />
      <LongText label={t('calendar:fields.agenda')} text={meeting.agenda} />
      <LongText label={t('calendar:fields.notes')} text={meeting.notes} />
      {meeting.attachments.length > 0 && (
        <Stack gap="2">
          <Text fontWeight="semibold" fontSize="sm">
            {t('calendar:fields.attachments')}
          </Text>
          <HStack gap="2" flexWrap="wrap">
            {meeting.attachments.map((attachment) =>
              attachment.kind === 'image' ? (
                <Link
                  key={attachment.image.id}
                  href={attachment.image.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Image
                    src={attachment.image.variants['256'] ?? attachment.image.url}
                    alt={t('calendar:detail.photo')}
                    boxSize="20"
                    objectFit="cover"
                    borderRadius="md"
                  />
                </Link>
              ) : (
                <Box key={attachment.id} width="full">
                  <Link href={attachment.url} fontSize="sm">
                    <FileText size={14} aria-hidden="true" />
                    {attachment.name}
                    <Text as="span" color="fg.muted" fontSize="xs">
                      ({formatBytes(attachment.size)})
                    </Text>
                  </Link>
                </Box>
              ),
            )}
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

/** An occurrence opened from the calendar, as the details and the form need it. */
export function occurrenceShown(occurrence: Occurrence): OccurrenceShown {
  return {
    original_start: occurrence.original_start,
    start_at: occurrence.start_at,
    end_at: occurrence.end_at,
    title: occurrence.title,
    location: occurrence.location,
    notes: occurrence.notes,
    status: occurrence.status,
  };
}
