import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useMatchSession } from '../api/get-match-session';
import { useSessionSignups } from '../api/list-session-signups';
import { GeneratorWorkspace } from '../components/generator-workspace';
import { signedUpPlayers } from '../components/player-selection';
import { SessionLoadError } from '../components/session-load-error';

/**
 * /match-generator (SPEC §3; issue 31 §1): a new evening, generated and saved with its time and
 * place, or saved ahead with no players. `?session={id}` plans a draft session's schedule: its
 * settings, event and players load, and Save puts the schedule into it (PUT …/schedule); a
 * night with no players yet starts with its confirmed sign-ups (issue 31 §2).
 */
export default function MatchGeneratorPage() {
  const { t } = useTranslation(['match-sessions', 'ui']);
  const [searchParams] = useSearchParams();
  const planning = searchParams.has('session');
  const planId = Number(searchParams.get('session'));
  const session = useMatchSession(planning ? planId : 0);
  const plan = session.data?.data;
  // A draft with no players yet is planned from its sign-ups: asked before the workspace opens.
  const fromSignups = plan?.status === 'draft' && plan.players.length === 0;
  const signups = useSessionSignups(planId, fromSignups);
  const header = (
    <PageHeader
      title={
        planning
          ? t('match-sessions:generator.plan_title', { name: plan?.name ?? t('match-sessions:detail.title') })
          : t('match-sessions:generator.title')
      }
      description={
        planning ? t('match-sessions:generator.plan_description') : t('match-sessions:generator.description')
      }
      breadcrumbs={[
        { label: t('ui:page.home'), to: '/dashboard' },
        { label: t('match-sessions:title'), to: '/match-sessions' },
        ...(planning
          ? [
              { label: plan?.name ?? t('match-sessions:detail.title'), to: `/match-sessions/${planId}` },
              { label: t('match-sessions:actions.plan_schedule') },
            ]
          : [{ label: t('match-sessions:generator.title') }]),
      ]}
    />
  );
  if (!planning)
    return (
      <Stack gap="6">
        {header}
        <GeneratorWorkspace />
      </Stack>
    );
  return (
    <Stack gap="6">
      {header}
      {plan && plan.status === 'draft' && !(fromSignups && signups.isPending) ? (
        // Once its sign-ups are read; if they could not be, the night starts from no one, as before.
        <GeneratorWorkspace
          key={plan.id}
          plan={plan}
          signedUp={fromSignups ? signedUpPlayers(signups.data?.data) : undefined}
        />
      ) : plan && plan.status !== 'draft' ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t('match-sessions:generator.not_draft')}</Alert.Description>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/match-sessions/${plan.id}`}>{t('match-sessions:edit.back')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : session.isError || !(Number.isInteger(planId) && planId > 0) ? (
        <SessionLoadError message={session.error?.message ?? t('match-sessions:detail.load_failed')} />
      ) : (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="48" />
          <Skeleton height="32" />
        </Stack>
      )}
    </Stack>
  );
}
