import { Alert, Badge, Box, Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { formatNumber } from '../../../lib/format';
import { useClub } from '../api/get-club';
import { useJoinRequests } from '../api/list-join-requests';
import { JoinRequestsPanel } from '../components/join-requests-panel';
import { MembersPanel } from '../components/members-panel';

const TABS = ['members', 'requests'] as const;
type Tab = (typeof TABS)[number];

/**
 * /clubs/{id}/members: the members and the join requests, as two tabs (the tab is in the URL,
 * `?tab=requests`, so a link can open the requests). Changes made elsewhere (a player asking to
 * join, another organiser approving) arrive live through `resource:clubs`.
 */
export default function ClubMembersPage() {
  const { t, i18n } = useTranslation(['clubs', 'ui']);
  const id = Number(useParams().id);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'requests' ? 'requests' : 'members';
  const club = useClub(id);
  const data = club.data?.data;
  // The count on the requests tab: the first page of pending ones says how many there are.
  const pending = useJoinRequests(id, { status: 'pending', page: 1, per_page: 10 });
  const pendingCount = pending.data?.meta.total ?? 0;
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ members: null, requests: null });

  const select = (next: Tab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'members') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  const handleTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = tab === 'members' ? 'requests' : 'members';
    select(next);
    tabRefs.current[next]?.focus();
  };

  const tabLabel = (value: Tab) =>
    value === 'members'
      ? t('clubs:members.tab', { count: data?.member_count ?? 0 })
      : t('clubs:requests.tab');

  return (
    <>
      <PageHeader
        title={data ? t('clubs:members.page_title', { name: data.name }) : t('clubs:members.title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('clubs:title'), to: '/clubs' },
          ...(data ? [{ label: data.name, to: `/clubs/${data.id}` }] : []),
          { label: t('clubs:members.title') },
        ]}
        actions={
          data && (
            <Button asChild variant="outline">
              <RouterLink to={`/clubs/${data.id}`}>
                <Eye size={16} aria-hidden="true" />
                {t('clubs:actions.view')}
              </RouterLink>
            </Button>
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
      ) : !data ? (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="12" maxW="md" />
          <Skeleton height="64" />
        </Stack>
      ) : (
        <Stack gap="5">
          <HStack gap="1" role="tablist" aria-label={t('clubs:members.tabs_label')} borderBottomWidth="1px">
            {TABS.map((value) => (
              <Button
                key={value}
                ref={(element) => {
                  tabRefs.current[value] = element;
                }}
                id={`club-tab-${value}`}
                role="tab"
                aria-selected={tab === value}
                aria-controls={`club-panel-${value}`}
                tabIndex={tab === value ? 0 : -1}
                variant="ghost"
                borderRadius="0"
                borderBottomWidth="2px"
                borderBottomColor={tab === value ? 'blue.solid' : 'transparent'}
                color={tab === value ? 'fg' : 'fg.muted'}
                fontWeight={tab === value ? 'semibold' : 'medium'}
                mb="-1px"
                onClick={() => select(value)}
                onKeyDown={handleTabKey}
              >
                {tabLabel(value)}
                {value === 'requests' && pendingCount > 0 && (
                  <Badge colorPalette="orange" variant="solid" size="sm">
                    {formatNumber(pendingCount, i18n.language)}
                  </Badge>
                )}
              </Button>
            ))}
          </HStack>
          <Box role="tabpanel" id={`club-panel-${tab}`} aria-labelledby={`club-tab-${tab}`}>
            {tab === 'members' ? <MembersPanel club={data} /> : <JoinRequestsPanel club={data} />}
          </Box>
        </Stack>
      )}
    </>
  );
}
