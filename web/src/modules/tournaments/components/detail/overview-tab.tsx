import { Alert, Badge, Box, DataList, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { isPairEvent, type Tournament } from '@pickleball/domain';
import { Check, CircleCheck, Clock, CreditCard, ListOrdered, UsersRound, X, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DetailItem, DetailPanel } from '../../../../components/detail-panel';
import { StatCards } from '../../../../components/stat-cards';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { formatMoney } from '../../../../lib/money';
import { formatSchedule } from '../tournament-dates';
import {
  RESET_FORMAT_KEYS,
  SCORE_TYPE_KEYS,
  SEED_PLACEMENT_KEYS,
  SEEDING_METHOD_KEYS,
  useTournamentLabels,
} from '../tournament-labels';
import { Podium } from './podium';
import { ShareLink } from './share-link';
import { StateActions } from './state-actions';

/** Written out in full so the catalog check finds each key. */
const WINDOW_KEYS = {
  open: 'tournaments:overview.window_open',
  late: 'tournaments:overview.window_late',
  closed: 'tournaments:overview.window_closed',
} as const;

/** A yes/no setting: its name after a tick or a cross, said to a screen reader too. */
function Flag({ on, label }: { on: boolean; label: string }) {
  const { t } = useTranslation('tournaments');
  return (
    <Badge
      colorPalette={on ? 'green' : 'gray'}
      variant={on ? 'subtle' : 'outline'}
      textDecoration={on ? undefined : 'line-through'}
      aria-label={
        on
          ? t('tournaments:overview.flag_on', { name: label })
          : t('tournaments:overview.flag_off', { name: label })
      }
    >
      {on ? <Check size={12} aria-hidden="true" /> : <X size={12} aria-hidden="true" />}
      {label}
    </Badge>
  );
}

/**
 * The overview: the steps the tournament offers now, whether it takes entries, its counts, the
 * podium once completed, the share link, and every field of the form.
 */
export function OverviewTab({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation('tournaments');
  const labels = useTournamentLabels();
  const locale = i18n.language;
  const { counts } = tournament;
  const money = (amount: number | null) =>
    amount === null ? '—' : formatMoney(amount, tournament.currency, locale);
  const formatOptions = [
    tournament.format === 'single_elimination' || tournament.format === 'pool_play'
      ? tournament.bronze_match
        ? t('tournaments:overview.with_bronze')
        : t('tournaments:overview.without_bronze')
      : null,
    tournament.format === 'double_elimination'
      ? tournament.grand_final_reset
        ? t('tournaments:overview.with_reset', { format: t(RESET_FORMAT_KEYS[tournament.reset_format]) })
        : t('tournaments:overview.without_reset')
      : null,
    tournament.format === 'pool_play'
      ? t('tournaments:overview.pools', {
          pools: tournament.pools ?? t('tournaments:form.automatic'),
          advance: tournament.advance_per_pool ?? t('tournaments:form.automatic'),
        })
      : null,
  ].filter(Boolean);
  return (
    <Stack gap="5">
      <DetailPanel title={t('tournaments:overview.state')} action={<StateActions tournament={tournament} />}>
        <Stack gap="3">
          <Alert.Root
            status={tournament.registration_window === 'closed' ? 'neutral' : 'success'}
            size="sm"
            variant="subtle"
          >
            <Alert.Indicator />
            <Alert.Description>{t(WINDOW_KEYS[tournament.registration_window])}</Alert.Description>
          </Alert.Root>
          {tournament.status === 'cancelled' && tournament.cancel_reason && (
            <Text fontSize="sm">
              {t('tournaments:overview.cancel_reason', { reason: tournament.cancel_reason })}
            </Text>
          )}
        </Stack>
      </DetailPanel>
      <StatCards
        columns={{ base: 2, md: 3, xl: 6 }}
        items={[
          {
            id: 'entries',
            label: t('tournaments:overview.places'),
            value:
              tournament.max_participants === null
                ? formatNumber(counts.entries, locale)
                : t('tournaments:list.entries_of', {
                    taken: formatNumber(counts.entries, locale),
                    max: formatNumber(tournament.max_participants, locale),
                  }),
            icon: <UsersRound size={18} />,
          },
          {
            id: 'confirmed',
            label: t('tournaments:registration_status.confirmed'),
            value: counts.confirmed,
            icon: <CircleCheck size={18} />,
            colorPalette: 'green',
          },
          {
            id: 'pending',
            label: t('tournaments:registration_status.pending'),
            value: counts.pending,
            icon: <Clock size={18} />,
            colorPalette: 'orange',
          },
          {
            id: 'waitlisted',
            label: t('tournaments:registration_status.waitlisted'),
            value: counts.waitlisted,
            icon: <ListOrdered size={18} />,
            colorPalette: 'purple',
          },
          {
            id: 'paid',
            label: t('tournaments:payment_status.paid'),
            value: counts.paid,
            icon: <CreditCard size={18} />,
            colorPalette: 'teal',
          },
          {
            id: 'cancelled',
            label: t('tournaments:registration_status.cancelled'),
            value: counts.cancelled,
            icon: <XCircle size={18} />,
            colorPalette: 'red',
          },
        ]}
      />
      {tournament.status === 'completed' && tournament.podium.length > 0 && (
        <Podium podium={tournament.podium} />
      )}
      <DetailPanel title={t('tournaments:share.title')}>
        <ShareLink tournament={tournament} />
      </DetailPanel>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <DetailPanel title={t('tournaments:overview.play')}>
          <DataList.Root orientation="horizontal" size="sm">
            <DetailItem label={t('tournaments:fields.type')}>{labels.type(tournament.type)}</DetailItem>
            <DetailItem label={t('tournaments:fields.format')}>
              <Box>
                <Text>{labels.format(tournament.format)}</Text>
                {formatOptions.length > 0 && (
                  <Text fontSize="xs" color="fg.muted">
                    {formatOptions.join(' · ')}
                  </Text>
                )}
              </Box>
            </DetailItem>
            <DetailItem label={t('tournaments:fields.max_participants')}>
              {tournament.max_participants ?? t('tournaments:form.no_cap')}
            </DetailItem>
            <DetailItem label={t('tournaments:fields.seeding_method')}>
              <Box>
                <Text>{t(SEEDING_METHOD_KEYS[tournament.seeding_method])}</Text>
                {tournament.seeding_method === 'dupr_rating' && (
                  <Text fontSize="xs" color="fg.muted">
                    {isPairEvent(tournament.type)
                      ? t('tournaments:seeding.dupr_pairs_help')
                      : t('tournaments:seeding.dupr_singles_help')}
                  </Text>
                )}
              </Box>
            </DetailItem>
            {tournament.format !== 'round_robin' && tournament.format !== 'pool_play' && (
              <DetailItem label={t('tournaments:fields.seed_placement')}>
                {t(SEED_PLACEMENT_KEYS[tournament.seed_placement])}
              </DetailItem>
            )}
            <DetailItem label={t('tournaments:overview.match_rules')}>
              {t('tournaments:overview.match_rules_value', {
                best_of: tournament.best_of,
                points: tournament.target_points,
                win_by: tournament.win_by,
                scoring: t(SCORE_TYPE_KEYS[tournament.score_type]),
              })}
            </DetailItem>
          </DataList.Root>
        </DetailPanel>
        <DetailPanel title={t('tournaments:overview.when_where')}>
          <DataList.Root orientation="horizontal" size="sm">
            <DetailItem label={t('tournaments:fields.dates')}>
              {formatSchedule(tournament, locale)}
            </DetailItem>
            <DetailItem label={t('tournaments:fields.registration_deadline')}>
              {tournament.registration_deadline
                ? formatDateTime(tournament.registration_deadline, locale)
                : t('tournaments:overview.no_deadline')}
            </DetailItem>
            <DetailItem label={t('tournaments:fields.location')}>{tournament.location ?? '—'}</DetailItem>
            {tournament.court && (
              <DetailItem label={t('tournaments:fields.court')}>{tournament.court.name}</DetailItem>
            )}
            <DetailItem label={t('tournaments:fields.organizer_name')}>
              {[tournament.organizer_name, tournament.organizer_email, tournament.organizer_phone]
                .filter(Boolean)
                .join(' · ') || '—'}
            </DetailItem>
          </DataList.Root>
        </DetailPanel>
        <DetailPanel title={t('tournaments:overview.entries')}>
          <DataList.Root orientation="horizontal" size="sm">
            <DetailItem label={t('tournaments:fields.entry_fee')}>
              {tournament.is_free ? t('tournaments:list.free') : money(tournament.entry_fee)}
            </DetailItem>
            <DetailItem label={t('tournaments:fields.prize_pool')}>{money(tournament.prize_pool)}</DetailItem>
          </DataList.Root>
          <HStack gap="2" flexWrap="wrap" mt="4">
            <Flag on={tournament.is_public} label={t('tournaments:fields.is_public')} />
            <Flag on={tournament.is_active} label={t('tournaments:fields.is_active')} />
            <Flag on={tournament.requires_approval} label={t('tournaments:fields.requires_approval')} />
            <Flag
              on={tournament.allow_late_registration}
              label={t('tournaments:fields.allow_late_registration')}
            />
            <Flag
              on={tournament.auto_bracket_generation}
              label={t('tournaments:fields.auto_bracket_generation')}
            />
          </HStack>
        </DetailPanel>
        <DetailPanel title={t('tournaments:overview.about')}>
          <Stack gap="3" fontSize="sm">
            {[
              { label: t('tournaments:fields.description'), text: tournament.description },
              { label: t('tournaments:fields.rules'), text: tournament.rules },
              { label: t('tournaments:fields.notes'), text: tournament.notes },
            ].map(
              (item) =>
                item.text && (
                  <Box key={item.label}>
                    <Text fontWeight="semibold">{item.label}</Text>
                    <Text whiteSpace="pre-wrap">{item.text}</Text>
                  </Box>
                ),
            )}
            <Text color="fg.muted">
              {tournament.created_by
                ? t('tournaments:overview.created_by', {
                    name: tournament.created_by.name,
                    date: formatDateTime(tournament.created_at, locale),
                  })
                : t('tournaments:overview.created', { date: formatDateTime(tournament.created_at, locale) })}
            </Text>
          </Stack>
        </DetailPanel>
      </SimpleGrid>
    </Stack>
  );
}
