import { Alert, Box, Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MatchSession } from '@pickleball/domain';
import { canSessionTransition } from '@pickleball/domain/match-sessions/match-sessions.rules';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailPanel } from '../../../components/detail-panel';
import { Form, FormActions, TextField, useZodForm } from '../../../components/form';
import { WholeNumberField } from '../../../components/form/number-fields';
import { WatchedRecord } from '../../../components/form/watched-record';
import { PageHeader } from '../../../components/page-header';
import { sortByName } from '../../../lib/format';
import { useMatchSession } from '../api/get-match-session';
import { useUpdateMatchSession } from '../api/update-match-session';
import { GameEditor } from '../components/game-editor';
import { SessionStatusBadge } from '../components/session-badges';
import { SessionEventFields } from '../components/session-event-fields';
import {
  createSessionEditSchema,
  EVENT_DECIMAL_FIELDS,
  sessionToEditForm,
} from '../components/session-event-form';
import { SessionLoadError } from '../components/session-load-error';
import { PlanScheduleButton } from '../components/unplanned-session';

/** What the settings form edits: the name, the match duration and the event. */
const SETTINGS_FIELDS = [
  'id',
  'name',
  'match_duration_minutes',
  'club',
  'date',
  'start_time',
  'end_time',
  'time_zone',
  'venue_court',
  'venue',
  'court_names',
  'player_cap',
  'rating_min',
  'rating_max',
  'fee',
  'currency',
  'visibility',
  'organiser',
  'cancel_cutoff_minutes',
  'created_by',
] as const;

/**
 * What the settings form edits, and all WatchedRecord compares: the games change the session too
 * (its updated_at), but their editors follow the live session themselves.
 */
type SessionSettings = Pick<MatchSession, (typeof SETTINGS_FIELDS)[number]>;

function settingsOf(session: MatchSession): SessionSettings {
  return Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, session[field]])) as SessionSettings;
}

/**
 * The name, the match duration and "When and where" (day, times, venue, named courts, cap, rating
 * range, fee, visibility); a 422 lands on the fields. Members-only is offered for a club's session.
 */
function SessionForm({ settings, onSaved }: { settings: SessionSettings; onSaved: () => void }) {
  const { t, i18n } = useTranslation('match-sessions');
  const update = useUpdateMatchSession(settings.id);
  const locale = useRef(i18n.language);
  locale.current = i18n.language;
  const schema = useMemo(() => createSessionEditSchema(() => locale.current), []);
  const form = useZodForm(schema, {
    // The event's fields read as the form edits them (the fee and ratings in the user's language).
    defaultValues: sessionToEditForm(settings, i18n.language),
    decimalFields: EVENT_DECIMAL_FIELDS,
  });
  return (
    <Form
      form={form}
      warnOnLeave
      // Stays here after saving.
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        onSaved();
      }}
      aria-label={t('match-sessions:edit.settings')}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="name" label={t('match-sessions:fields.name')} required maxLength={200} />
        <WholeNumberField
          name="match_duration_minutes"
          label={t('match-sessions:fields.match_duration_minutes')}
        />
      </SimpleGrid>
      <Heading as="h3" size="sm" pt="2">
        {t('match-sessions:event.title')}
      </Heading>
      <SessionEventFields
        hasClub={settings.club !== null}
        venueCourt={settings.venue_court}
        organiserName={(settings.organiser ?? settings.created_by)?.name ?? null}
      />
      <FormActions />
    </Form>
  );
}

function EditBody({
  session,
  settings,
  onSaved,
}: {
  session: MatchSession;
  settings: SessionSettings;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('match-sessions');
  const players = sortByName(session.players, (player) => player.name, i18n.language);
  if (!canSessionTransition('edit', session.status))
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{t('match-sessions:edit.not_editable')}</Alert.Description>
      </Alert.Root>
    );
  return (
    <Stack gap="6">
      <DetailPanel title={t('match-sessions:edit.settings')}>
        <SessionForm settings={settings} onSaved={onSaved} />
      </DetailPanel>
      <DetailPanel title={t('match-sessions:edit.games')}>
        <Stack gap="6">
          <Text fontSize="sm" color="fg.muted">
            {session.rounds.length > 0
              ? t('match-sessions:edit.games_help')
              : t('match-sessions:edit.no_schedule')}
          </Text>
          {session.rounds.length === 0 && (
            <Box>
              <PlanScheduleButton session={session} />
            </Box>
          )}
          {[...session.rounds]
            .sort((a, b) => a.number - b.number)
            .map((round) => (
              <Box as="section" key={round.number} aria-labelledby={`edit-round-${round.number}`}>
                <Heading as="h3" size="sm" id={`edit-round-${round.number}`} mb="2">
                  {t('match-sessions:schedule.round_n', { number: round.number })}
                </Heading>
                <SimpleGrid as="ul" columns={{ base: 1, lg: 2 }} gap="3" listStyleType="none" m="0" p="0">
                  {round.games.map((game) => (
                    <GameEditor
                      // A new answer from the server (another game saved) starts the editor from it.
                      key={`${game.id}:${game.team1.map((p) => p.id).join(',')}:${game.team2.map((p) => p.id).join(',')}:${game.match?.status ?? ''}`}
                      session={session}
                      game={game}
                      players={players}
                    />
                  ))}
                </SimpleGrid>
              </Box>
            ))}
        </Stack>
      </DetailPanel>
    </Stack>
  );
}

/**
 * /match-sessions/{id}/edit (match.session.manage): rename, match duration, when and where, each
 * game's players, remove a game.
 */
export default function MatchSessionEditPage() {
  const { t } = useTranslation(['match-sessions', 'ui']);
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const session = useMatchSession(id);
  const data = session.data?.data;
  const name = data?.name ?? t('match-sessions:detail.title');
  return (
    <Stack gap="4">
      <PageHeader
        title={t('match-sessions:edit.title', { name })}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('match-sessions:title'), to: '/match-sessions' },
          { label: name, to: `/match-sessions/${id}` },
          { label: t('match-sessions:actions.edit') },
        ]}
        actions={
          data && (
            <>
              <SessionStatusBadge status={data.status} size="lg" />
              <Button variant="outline" onClick={() => navigate(`/match-sessions/${id}`)}>
                {t('match-sessions:edit.back')}
              </Button>
            </>
          )
        }
      />
      {data ? (
        // The settings form keeps the copy it opened with; the games follow the live session.
        <WatchedRecord
          key={data.id}
          query={{ data: { data: settingsOf(data) }, error: session.error }}
          listPath="/match-sessions"
        >
          {(settings, saved) => <EditBody session={data} settings={settings} onSaved={saved} />}
        </WatchedRecord>
      ) : session.isError ? (
        <SessionLoadError message={session.error.message} />
      ) : (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="24" />
          <Skeleton height="64" />
        </Stack>
      )}
    </Stack>
  );
}
