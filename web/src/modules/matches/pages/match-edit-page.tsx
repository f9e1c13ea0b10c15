import { Alert, Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { type Match, matchTitle } from '@pickleball/domain';
import { canTransition } from '@pickleball/domain/matches/matches.rules';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { WatchedRecord } from '../../../components/form/watched-record';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { useMatch } from '../api/get-match';
import { useUpdateMatch } from '../api/update-match';
import { MatchStatusBadge } from '../components/match-badges';
import { MatchForm } from '../components/match-form';

function EditMatchForm({ match, onSaved }: { match: Match; onSaved: () => void }) {
  const { t } = useTranslation(['matches', 'ui']);
  const navigate = useNavigate();
  const { can } = useAuth();
  const updateMatch = useUpdateMatch(match.id);
  const canStartLive = can('match.edit') && canTransition('start_live', match.status);
  return (
    <MatchForm
      match={match}
      label={t('matches:edit_title')}
      liveScoring={
        canStartLive
          ? { kind: 'available', onStart: () => navigate(`/matches/${match.id}/live-score`) }
          : { kind: 'none' }
      }
      onCancel={() => navigate(`/matches/${match.id}`)}
      // Stays here after saving.
      onSubmit={async (input) => {
        await updateMatch.mutateAsync(input);
        onSaved();
      }}
    />
  );
}

/** /matches/{id}/edit: while the result can still change (draft, finished live, completed, rejected, disputed). */
export default function MatchEditPage() {
  const { t } = useTranslation(['matches', 'ui']);
  const id = Number(useParams().id);
  const match = useMatch(id);
  const data = match.data?.data;
  const isLocked = data !== undefined && !canTransition('edit', data.status);
  return (
    <>
      <PageHeader
        title={data ? t('matches:edit_named', { name: matchTitle(t, data) }) : t('matches:edit_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('matches:title'), to: '/matches' },
          ...(data ? [{ label: matchTitle(t, data), to: `/matches/${data.id}` }] : []),
          { label: t('matches:edit_title') },
        ]}
        actions={
          data && (
            <HStack>
              <MatchStatusBadge status={data.status} size="lg" />
              <Button asChild variant="outline" size="sm">
                <RouterLink to={`/matches/${data.id}`}>
                  <Eye size={14} aria-hidden="true" />
                  {t('matches:actions.view')}
                </RouterLink>
              </Button>
            </HStack>
          )
        }
      />
      {data && !isLocked ? (
        // The form first: a match deleted meanwhile keeps what was typed, under WatchedRecord's notice.
        <WatchedRecord key={data.id} query={match} listPath="/matches">
          {(record, saved) => <EditMatchForm match={record} onSaved={saved} />}
        </WatchedRecord>
      ) : match.isError ? (
        <Alert.Root status="error" maxW="5xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('matches:detail.load_failed')}</Alert.Title>
            <Alert.Description>{match.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/matches">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : isLocked ? (
        <Alert.Root status="info" maxW="5xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('matches:form.locked')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to={`/matches/${id}`}>{t('matches:actions.view')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="4" maxW="5xl">
          <Skeleton height="40" />
          <Skeleton height="32" />
          <Skeleton height="48" />
        </Stack>
      )}
    </>
  );
}
