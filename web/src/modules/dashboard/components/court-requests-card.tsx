import { Badge, Box, HStack, Link, Text } from '@chakra-ui/react';
import type { DashboardCards } from '@pickleball/domain';
import { CircleCheck, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardCard, Headline } from './dashboard-card';
import { sortOldestRequests } from './dashboard-cards';
import { useDashboardFormat } from './use-dashboard-format';

type CourtRequestsCardData = NonNullable<DashboardCards['court_requests']>;

/** The pending list, longest waiting first: what the court-requests page's "urgent" order shows. */
const PENDING_LIST = '/court-requests?status=pending&sort=urgent';
const URGENT_LIST = '/court-requests?status=pending&urgent=true&sort=urgent';

/** Court requests (court-request.view): how many wait for review, the urgent ones first. */
export function CourtRequestsCard({ card }: { card: CourtRequestsCardData }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const requests = sortOldestRequests(card.oldest);
  return (
    <DashboardCard title={t('court_requests.title')} icon={Inbox} to={PENDING_LIST} colorPalette="blue">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Headline label={t('court_requests.pending')} value={format.number(card.pending)} />
        {card.urgent > 0 && (
          <Badge asChild colorPalette="red" variant="solid" size="sm">
            <RouterLink to={URGENT_LIST}>
              {t('court_requests.urgent_count', { count: card.urgent })}
            </RouterLink>
          </Badge>
        )}
      </HStack>
      {requests.length === 0 ? (
        <HStack gap="2" fontSize="sm">
          {/* The green is the icon's alone: green text this small is too pale to read (WCAG AA). */}
          <Box color="fg.success" display="flex">
            <CircleCheck size={16} aria-hidden="true" />
          </Box>
          <Text>{t('court_requests.none_pending')}</Text>
        </HStack>
      ) : (
        <Box as="ul" listStyleType="none" aria-label={t('court_requests.oldest')}>
          {requests.map((request) => (
            <HStack
              as="li"
              key={request.id}
              gap="3"
              py="2"
              borderTopWidth="1px"
              _first={{ borderTopWidth: '0' }}
            >
              <Link asChild fontSize="sm" fontWeight="medium" color="fg" flex="1" minW="0" lineClamp={2}>
                <RouterLink to={`/court-requests/${request.id}`}>{request.name}</RouterLink>
              </Link>
              {request.is_urgent && (
                <Badge colorPalette="red" variant="subtle" size="sm" flexShrink={0}>
                  {t('court_requests.urgent')}
                </Badge>
              )}
              <Text asChild fontSize="xs" color="fg.muted" flexShrink={0}>
                <time dateTime={request.created_at} title={format.dateTime(request.created_at)}>
                  {format.timeAgo(request.created_at)}
                </time>
              </Text>
            </HStack>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
