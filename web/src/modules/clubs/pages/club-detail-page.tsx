import {
  Alert,
  Box,
  Button,
  DataList,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Club } from '@pickleball/domain';
import { CalendarClock, MapPin, Pencil, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useClub } from '../api/get-club';
import { ClubAvatar } from '../components/club-avatar';
import { ClubStatusBadge } from '../components/club-badges';
import { useClubLabels } from '../components/club-labels';
import { useProvinceLabel } from '../components/province-label';
import { groupScheduleByDay } from '../components/schedule-summary';

function Panel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <HStack gap="2" mb="4">
        <Box color="fg.muted" aria-hidden="true">
          {icon}
        </Box>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </HStack>
      {children}
    </Box>
  );
}

function ClubDetails({ club }: { club: Club }) {
  const { t, i18n } = useTranslation('clubs');
  const labels = useClubLabels();
  const provinceLabel = useProvinceLabel();
  const days = groupScheduleByDay(club.schedule);
  const locale = i18n.language;
  return (
    <Stack gap="6" maxW="5xl">
      <HStack
        gap={{ base: '4', md: '6' }}
        align="flex-start"
        borderWidth="1px"
        borderRadius="lg"
        bg="bg.panel"
        p={{ base: '4', md: '6' }}
      >
        <ClubAvatar club={club} size="xl" />
        <Stack gap="2" minW="0">
          <HStack gap="1" flexWrap="wrap">
            <ClubStatusBadge status={club.status} isActive={club.is_active} />
          </HStack>
          <Text whiteSpace="pre-line" color={club.description ? undefined : 'fg.muted'}>
            {club.description ?? t('clubs:detail.no_description')}
          </Text>
        </Stack>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Panel title={t('clubs:detail.where')} icon={<MapPin size={18} />}>
          {club.court ? (
            <Stack gap="1">
              <Text fontWeight="medium">{club.court.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {[club.court.ward, provinceLabel(club.court.province_code, club.court.province)]
                  .filter(Boolean)
                  .join(', ')}
              </Text>
            </Stack>
          ) : (
            <Text color="fg.muted">{t('clubs:detail.no_court')}</Text>
          )}
        </Panel>
        <Panel title={t('clubs:fields.schedule')} icon={<CalendarClock size={18} />}>
          {days.length === 0 ? (
            <Text color="fg.muted">{t('clubs:schedule.empty')}</Text>
          ) : (
            <DataList.Root orientation="horizontal" size="sm">
              {days.map(({ day, slots }) => (
                <DataList.Item key={day}>
                  <DataList.ItemLabel minW="24">{labels.weekdayLabel(day)}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {slots.map((slot) => `${slot.start_time}–${slot.end_time}`).join(', ')}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          )}
        </Panel>
      </SimpleGrid>
      <Panel title={t('clubs:detail.people')} icon={<Users size={18} />}>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel minW="32">{t('clubs:fields.owner')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {club.owner ? `${club.owner.name} (@${club.owner.username})` : '—'}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="32">{t('clubs:fields.member_count')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="club-member-count">
              {formatNumber(club.member_count, locale)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="32">{t('clubs:fields.created_at')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(club.created_at, locale)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="32">{t('clubs:fields.updated_at')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(club.updated_at, locale)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Panel>
    </Stack>
  );
}

/** /clubs/{id}: the club's details, schedule, court and people; its member count stays live. */
export default function ClubDetailPage() {
  const { t } = useTranslation(['clubs', 'ui']);
  const { can } = useAuth();
  const id = Number(useParams().id);
  const club = useClub(id);
  const data = club.data?.data;
  return (
    <>
      <PageHeader
        title={data?.name ?? t('clubs:detail.title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('clubs:title'), to: '/clubs' },
          { label: data?.name ?? t('clubs:detail.title') },
        ]}
        actions={
          data && (
            <>
              {can('club.member.manage') && (
                <Button asChild variant="outline">
                  <RouterLink to={`/clubs/${data.id}/members`}>
                    <Users size={16} aria-hidden="true" />
                    {t('clubs:actions.members')}
                  </RouterLink>
                </Button>
              )}
              {can('club.edit') && (
                <Button asChild colorPalette="blue">
                  <RouterLink to={`/clubs/${data.id}/edit`}>
                    <Pencil size={16} aria-hidden="true" />
                    {t('clubs:actions.edit')}
                  </RouterLink>
                </Button>
              )}
            </>
          )
        }
      />
      {club.isError ? (
        <Alert.Root status="error" maxW="5xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('clubs:detail.load_failed')}</Alert.Title>
            <Alert.Description>{club.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/clubs">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : data ? (
        <ClubDetails club={data} />
      ) : (
        <Stack gap="4" maxW="5xl" aria-busy="true">
          <Skeleton height="32" />
          <Skeleton height="40" />
        </Stack>
      )}
    </>
  );
}
