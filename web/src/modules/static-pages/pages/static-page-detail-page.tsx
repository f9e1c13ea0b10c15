import { Alert, Box, Button, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { StaticPage } from '@pickleball/domain';
import { Pencil, Power, PowerOff, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { DetailPanel } from '../../../components/detail-panel';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useStaticPage } from '../api/get-static-page';
import { PageContent } from '../components/page-content';
import { usePageDialogs } from '../components/page-dialogs';
import { PageFacts } from '../components/page-facts';
import { PublishState } from '../components/publish-state';
import { VersionsSection } from '../components/versions-section';

/** The draft's state: changes the public has not seen (or nothing published yet), with Publish. */
function DraftAlert({ page, onPublish }: { page: StaticPage; onPublish: () => void }) {
  const { t, i18n } = useTranslation('static-pages');
  const { can } = useAuth();
  if (!page.has_unpublished_changes) return null;
  const when = formatDateTime(page.draft_saved_at, i18n.language);
  const name = page.draft_saved_by?.name ?? t('static-pages:detail.system');
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {page.published
            ? t('static-pages:detail.unpublished_since', { date: when })
            : t('static-pages:detail.never_published')}
        </Alert.Title>
        <Alert.Description>
          {page.published
            ? t('static-pages:detail.unpublished_help', { name })
            : t('static-pages:detail.never_published_help', { name, date: when })}
        </Alert.Description>
        {can('staticpage.edit') && (
          <HStack gap="2" mt="3" flexWrap="wrap">
            <Button size="sm" colorPalette="blue" onClick={onPublish}>
              <Send size={14} aria-hidden="true" />
              {t('static-pages:actions.publish')}
            </Button>
            <Button size="sm" variant="outline" bg="bg.panel" asChild>
              <RouterLink to={`/static-pages/${page.id}/edit`}>
                {t('static-pages:actions.edit_draft')}
              </RouterLink>
            </Button>
          </HStack>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** What the public reads now, as they read it. */
function PublishedContent({ page }: { page: StaticPage }) {
  const { t, i18n } = useTranslation('static-pages');
  const { published } = page;
  return (
    <DetailPanel
      title={t('static-pages:detail.published_title')}
      action={
        published && (
          <Text fontSize="sm" color="fg.muted">
            {t('static-pages:versions.published_by', {
              name: published.published_by?.name ?? t('static-pages:detail.system'),
              date: formatDateTime(published.published_at, i18n.language),
            })}
          </Text>
        )
      }
    >
      {published ? (
        <Box
          as="article"
          aria-label={t('static-pages:detail.published_title')}
          borderWidth="1px"
          borderRadius="md"
          bg="bg"
          px={{ base: '4', md: '8' }}
          py={{ base: '4', md: '6' }}
          maxH={{ base: 'none', lg: '70vh' }}
          overflowY={{ base: 'visible', lg: 'auto' }}
          // A box that scrolls is reachable by keyboard.
          tabIndex={0}
        >
          {/* The public page's column is 46rem wide. */}
          <Box maxW="46rem" mx="auto">
            <Heading as="h3" fontSize="1.75rem" fontWeight="bold" mb="4" lineHeight="1.25">
              {published.title}
            </Heading>
            <PageContent html={published.content} />
          </Box>
        </Box>
      ) : (
        <Text color="fg.muted">{t('static-pages:detail.nothing_published')}</Text>
      )}
    </DetailPanel>
  );
}

/** /static-pages/{id}: the published page as the public sees it, its draft state, facts, actions and versions. */
export default function StaticPageDetailPage() {
  const { t } = useTranslation(['static-pages', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const page = useStaticPage(id);
  const data = page.data?.data;
  const dialogs = usePageDialogs({ onDeleted: () => navigate('/static-pages', { replace: true }) });
  const canEdit = can('staticpage.edit');
  return (
    <>
      <PageHeader
        title={data?.title ?? t('static-pages:detail.title_loading')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('static-pages:title'), to: '/static-pages' },
          { label: data?.title ?? t('static-pages:detail.title_loading') },
        ]}
        actions={
          data &&
          canEdit && (
            <>
              <Button asChild colorPalette="blue">
                <RouterLink to={`/static-pages/${data.id}/edit`}>
                  <Pencil size={16} aria-hidden="true" />
                  {t('static-pages:actions.edit')}
                </RouterLink>
              </Button>
              <Button variant="outline" onClick={() => dialogs.askStatus(data)}>
                {data.is_active ? (
                  <PowerOff size={16} aria-hidden="true" />
                ) : (
                  <Power size={16} aria-hidden="true" />
                )}
                {data.is_active ? t('static-pages:actions.deactivate') : t('static-pages:actions.activate')}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => dialogs.askDelete(data)}>
                <Trash2 size={16} aria-hidden="true" />
                {t('static-pages:actions.delete')}
              </Button>
            </>
          )
        }
      />
      {page.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('static-pages:load_failed')}</Alert.Title>
            <Alert.Description>{page.error.message}</Alert.Description>
          </Alert.Content>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => void page.refetch()}>
              {t('static-pages:actions.retry')}
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <RouterLink to="/static-pages">{t('ui:page.back_to_list')}</RouterLink>
            </Button>
          </HStack>
        </Alert.Root>
      ) : data ? (
        <Stack gap="6">
          <PublishState page={data} />
          {!data.is_active && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('static-pages:detail.inactive_title')}</Alert.Title>
                <Alert.Description>{t('static-pages:detail.inactive_help')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <DraftAlert page={data} onPublish={() => dialogs.askPublish(data)} />
          <Grid
            templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
            gap="6"
            alignItems="start"
          >
            <PublishedContent page={data} />
            <PageFacts page={data} />
          </Grid>
          <VersionsSection page={data} />
        </Stack>
      ) : (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="8" width="60%" />
          <Skeleton height="64" />
          <Skeleton height="32" />
        </Stack>
      )}
      {dialogs.dialog}
    </>
  );
}
