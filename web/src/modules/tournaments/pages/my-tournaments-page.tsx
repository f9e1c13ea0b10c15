import { Alert, Badge, Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MyRegistration } from '@pickleball/domain';
import { Check, CreditCard, ExternalLink, X, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { formatDecimal } from '../../../lib/format';
import { toaster } from '../../../lib/toaster';
import {
  type MyRegistrationAction,
  useMyRegistrations,
  usePayMyRegistration,
  useRunMyRegistrationAction,
} from '../api/my-registrations';
import { formatMoney } from '../components/form/money';
import { myRegistrationSteps } from '../components/my-registration-steps';
import {
  PaymentStatusBadge,
  RegistrationStatusBadge,
  TournamentStatusBadge,
} from '../components/tournament-badges';
import { formatDays } from '../components/tournament-dates';
import { useTournamentLabels } from '../components/tournament-labels';

/** Written out in full so the catalog check finds each key. */
const CONFIRM = {
  accept: {
    title: 'tournaments:mine.accept_title',
    description: 'tournaments:mine.accept_description',
    label: 'tournaments:mine.accept',
  },
  decline: {
    title: 'tournaments:mine.decline_title',
    description: 'tournaments:mine.decline_description',
    label: 'tournaments:mine.decline',
  },
  cancel: {
    title: 'tournaments:mine.cancel_title',
    description: 'tournaments:mine.cancel_description',
    label: 'tournaments:mine.cancel',
  },
} as const;

function EntryCard({
  entry,
  onAsk,
}: {
  entry: MyRegistration;
  onAsk: (entry: MyRegistration, action: MyRegistrationAction) => void;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const labels = useTournamentLabels();
  const navigate = useNavigate();
  const pay = usePayMyRegistration();
  const locale = i18n.language;
  const steps = myRegistrationSteps(entry);
  const { tournament } = entry;
  const other = entry.my_role === 'player' ? entry.partner : entry.player;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" bg="bg.panel" p="4">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Box minW="0">
            <Text fontWeight="semibold" fontSize="lg">
              {tournament.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {[formatDays(tournament.start_date, tournament.end_date, locale), tournament.location]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {labels.type(tournament.type)} · {labels.format(tournament.format)}
            </Text>
          </Box>
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
          {steps.includes('pay') && (
            <Button
              size="sm"
              colorPalette="blue"
              loading={pay.isPending}
              onClick={() =>
                pay
                  .mutateAsync(entry.id)
                  .then((response) => navigate(response.data.pay_url))
                  .catch((error: unknown) =>
                    toaster.error({ title: error instanceof Error ? error.message : String(error) }),
                  )
              }
            >
              <CreditCard size={14} aria-hidden="true" />
              {t('tournaments:mine.pay')}
            </Button>
          )}
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

/**
 * /my-tournaments (any signed-in user): my entries and the invitations to be someone's partner —
 * accept or decline, pay the fee (the payments checkout page), withdraw.
 */
export default function MyTournamentsPage() {
  const { t } = useTranslation(['tournaments', 'ui', 'common']);
  const entries = useMyRegistrations();
  const run = useRunMyRegistrationAction();
  const [asked, setAsked] = useState<{ entry: MyRegistration; action: MyRegistrationAction } | null>(null);
  const keys = asked ? CONFIRM[asked.action] : null;
  const list = entries.data?.data ?? [];
  return (
    <Stack gap="5">
      <PageHeader
        title={t('tournaments:mine.title')}
        description={t('tournaments:mine.description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('tournaments:mine.title') }]}
        actions={
          <Button asChild size="sm" variant="outline">
            <a href="/public-tournaments">{t('tournaments:mine.browse')}</a>
          </Button>
        }
      />
      {entries.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{entries.error.message}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void entries.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert.Root>
      ) : entries.isPending ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3" aria-busy="true">
          <Skeleton height="40" />
          <Skeleton height="40" />
        </SimpleGrid>
      ) : list.length === 0 ? (
        <Stack align="center" py="10" gap="2" textAlign="center">
          <Text fontWeight="semibold">{t('tournaments:mine.empty_title')}</Text>
          <Text color="fg.muted">{t('tournaments:mine.empty_description')}</Text>
        </Stack>
      ) : (
        <SimpleGrid
          as="ul"
          ps="0"
          columns={{ base: 1, lg: 2 }}
          gap="3"
          aria-label={t('tournaments:mine.title')}
        >
          {list.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              onAsk={(item, action) => setAsked({ entry: item, action })}
            />
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        destructive={asked?.action !== 'accept'}
        title={keys ? t(keys.title, { name: asked?.entry.tournament.name ?? '' }) : ''}
        description={keys ? t(keys.description) : ''}
        confirmLabel={keys ? t(keys.label) : undefined}
        onConfirm={() =>
          asked ? run.mutateAsync({ rid: asked.entry.id, action: asked.action }) : Promise.resolve()
        }
      />
    </Stack>
  );
}
