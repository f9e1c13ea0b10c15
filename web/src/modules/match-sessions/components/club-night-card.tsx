import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ClubNight } from '@pickleball/domain';
import { CalendarClock, ListPlus, MapPin, UserPlus, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionStatusBadge } from './session-badges';
import { venueText } from './session-calendar-events';
import { formatFee, formatRatingRange } from './session-event-text';
import { formatSessionDay, formatSessionTimes } from './session-when';
import { isNightFull, myPlaceText, nightTimes, placesLeftText } from './signup-text';

/** One line of a night's facts, with its icon. */
function Fact({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="2" align="flex-start" fontSize="sm">
      {icon && (
        <Box as="span" mt="0.5" color="fg.muted" flexShrink={0} aria-hidden="true">
          {icon}
        </Box>
      )}
      <Text as="span" minW="0" overflowWrap="anywhere">
        {children}
      </Text>
    </HStack>
  );
}

/**
 * A club night as a player sees it: its day and times (as its own clock reads them, in the
 * player's language), venue, fee as money, places left and rating range. Mine: where I stand
 * (in, or my place in line), whether my fee is paid, and Cancel while I may (before the cut-off;
 * after it a note says only the organiser can). Open: Sign up, or Join the line when full.
 */
export function ClubNightCard({
  night,
  onSignUp,
  onCancel,
  isSigningUp = false,
}: {
  night: ClubNight;
  onSignUp?: (night: ClubNight) => void;
  onCancel?: (night: ClubNight) => void;
  isSigningUp?: boolean;
}) {
  const { t, i18n } = useTranslation('match-sessions');
  const locale = i18n.language;
  const times = nightTimes(night);
  const venue = venueText(night);
  const hasFee = (night.fee ?? 0) > 0;
  const mine = night.mine;
  const isOpen = night.status === 'draft' || night.status === 'active';
  const full = isNightFull(night);
  const titleId = `club-night-${night.id}`;
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p="4"
      aria-labelledby={titleId}
    >
      <Stack gap="3" height="full">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Box minW="0">
            <Heading as="h3" size="sm" id={titleId} overflowWrap="anywhere">
              {night.name}
            </Heading>
            {night.club && (
              <Text fontSize="sm" color="fg.muted">
                {night.club.name}
              </Text>
            )}
          </Box>
          {!isOpen && <SessionStatusBadge status={night.status} />}
        </HStack>
        {mine && (
          <HStack gap="2" flexWrap="wrap">
            <Badge size="lg" colorPalette={mine.status === 'waitlisted' ? 'orange' : 'green'} variant="solid">
              {myPlaceText(mine, t)}
            </Badge>
            {hasFee && (
              <Badge size="lg" colorPalette={mine.fee.status === 'paid' ? 'green' : 'gray'} variant="subtle">
                {mine.fee.status === 'paid'
                  ? t('match-sessions:club_nights.fee_paid')
                  : t('match-sessions:club_nights.fee_unpaid')}
              </Badge>
            )}
          </HStack>
        )}
        <Stack gap="1.5">
          <Fact icon={<CalendarClock size={16} />}>
            {formatSessionDay(times, locale)} · {formatSessionTimes(times, locale)}
          </Fact>
          {venue && <Fact icon={<MapPin size={16} />}>{venue}</Fact>}
          <Fact>
            {t('match-sessions:club_nights.fee', { fee: formatFee(night.fee, night.currency, locale, t) })}
            {' · '}
            {formatRatingRange(night.rating_min, night.rating_max, locale, t)}
          </Fact>
          <Text fontSize="sm" fontWeight="medium" color={full ? 'fg.warning' : undefined}>
            {placesLeftText(night, t)}
            {night.waitlisted > 0 &&
              ` · ${t('match-sessions:club_nights.waiting_count', { count: night.waitlisted })}`}
          </Text>
        </Stack>
        {mine && isOpen && onCancel && (
          <Box mt="auto">
            {night.can_cancel ? (
              <Button
                size="lg"
                variant="outline"
                colorPalette="red"
                width={{ base: 'full', sm: 'auto' }}
                aria-label={t('match-sessions:club_nights.cancel_for', { name: night.name })}
                onClick={() => onCancel(night)}
              >
                <XCircle size={18} aria-hidden="true" />
                {t('match-sessions:club_nights.cancel')}
              </Button>
            ) : (
              <Text fontSize="sm" color="fg.muted" role="note">
                {t('match-sessions:club_nights.cancel_closed')}
              </Text>
            )}
          </Box>
        )}
        {!mine && isOpen && onSignUp && (
          <Button
            mt="auto"
            size="lg"
            colorPalette={full ? 'orange' : 'blue'}
            width={{ base: 'full', sm: 'auto' }}
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={isSigningUp}
            aria-label={
              full
                ? t('match-sessions:club_nights.join_line_for', { name: night.name })
                : t('match-sessions:club_nights.sign_up_for', { name: night.name })
            }
            onClick={() => onSignUp(night)}
          >
            {full ? <ListPlus size={18} aria-hidden="true" /> : <UserPlus size={18} aria-hidden="true" />}
            {full ? t('match-sessions:club_nights.join_line') : t('match-sessions:club_nights.sign_up')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
