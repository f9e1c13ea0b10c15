import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { MyRegistration } from '@pickleball/domain';
import { Check, ExternalLink, X, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../../lib/format';
import { formatMoney } from '../../../../lib/money';
import type { MyRegistrationAction } from '../../api/my-registrations';
import { myRegistrationSteps } from '../my-registration-steps';
import { PaymentStatusBadge, RegistrationStatusBadge, TournamentStatusBadge } from '../tournament-badges';
import { OutstandingSteps } from './outstanding-steps';
import { PayEntryButton } from './pay-entry-button';
import { TournamentCardHeading } from './tournament-card-heading';

/**
 * One of my entries or partner invitations: the tournament, the partner, where it stands, what it
 * waits for next, and what I may do (accept or decline, pay, withdraw).
 */
export function EntryCard({
  entry,
  onAsk,
}: {
  entry: MyRegistration;
  onAsk: (entry: MyRegistration, action: MyRegistrationAction) => void;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const locale = i18n.language;
  const steps = myRegistrationSteps(entry);
  const { tournament } = entry;
  const other = entry.my_role === 'player' ? entry.partner : entry.player;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" bg="bg.panel" p="4">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <TournamentCardHeading tournament={tournament} />
          <TournamentStatusBadge status={tournament.status} />
        </HStack>
        {other && (
          <Text fontSize="sm">
            {entry.my_role === 'player'
              ? t('tournaments:mine.partner', { name: other.name })
              : t('tournaments:mine.invited_by', { name: other.name })}
            {entry.partner_status === 'invited' && entry.my_role === 'player' && (
              <Badge ms="2" colorPalette="orange" variant="outline">
                {t('tournaments:registrations.partner_invited')}
              </Badge>
            )}
          </Text>
        )}
        <HStack gap="2" flexWrap="wrap">
          <RegistrationStatusBadge status={entry.status} />
          {!tournament.is_free && <PaymentStatusBadge status={entry.payment_status} />}
          {entry.waitlist_position !== null && (
            <Text fontSize="sm" color="fg.muted">
              {t('tournaments:registrations.in_line', { position: entry.waitlist_position })}
            </Text>
          )}
          {entry.dupr_rating !== null && (
            <Text fontSize="sm" color="fg.muted">
              {t('tournaments:mine.rating', { rating: formatDecimal(entry.dupr_rating, locale, 3) })}
            </Text>
          )}
          {entry.final_place !== null && (
            <Badge colorPalette="purple">
              {t('tournaments:bracket.place', { place: entry.final_place })}
            </Badge>
          )}
        </HStack>
        {entry.my_role === 'player' && <OutstandingSteps entry={entry} first />}
        {!tournament.is_free && tournament.entry_fee !== null && (
          <Text fontSize="sm">
            {t('tournaments:mine.fee', {
              amount: formatMoney(tournament.entry_fee, tournament.currency, locale),
            })}
          </Text>
        )}
        <HStack gap="2" flexWrap="wrap">
          {steps.includes('accept') && (
            <Button size="sm" colorPalette="green" onClick={() => onAsk(entry, 'accept')}>
              <Check size={14} aria-hidden="true" />
              {t('tournaments:mine.accept')}
            </Button>
          )}
          {steps.includes('decline') && (
            <Button size="sm" variant="outline" onClick={() => onAsk(entry, 'decline')}>
              <X size={14} aria-hidden="true" />
              {t('tournaments:mine.decline')}
            </Button>
          )}
          {steps.includes('pay') && <PayEntryButton entryId={entry.id} />}
          {steps.includes('cancel') && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onAsk(entry, 'cancel')}>
              <XCircle size={14} aria-hidden="true" />
              {t('tournaments:mine.cancel')}
            </Button>
          )}
          <Button size="sm" variant="ghost" asChild>
            <a href={`/public-tournaments/${tournament.id}`}>
              <ExternalLink size={14} aria-hidden="true" />
              {t('tournaments:mine.public_page')}
            </a>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
