import { Alert, Button, CloseButton, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MyRegistration, PublicTournament } from '@pickleball/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import {
  type MyRegistrationAction,
  useMyRegistrations,
  useRunMyRegistrationAction,
} from '../api/my-registrations';
import { useOpenTournament, useOpenTournaments } from '../api/open-tournaments';
import { EntryCard } from '../components/mine/entry-card';
import { OpenTournaments } from '../components/mine/open-tournaments';
import { RegisterPanel } from '../components/mine/register-panel';
import { readRegisterParam, registerRequestOutcome } from '../components/mine/register-request';
import { RegistrationOutcomeDialog } from '../components/mine/registration-outcome-dialog';

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
const NOTICES = {
  entered: 'tournaments:open.notice_entered',
  closed: 'tournaments:open.notice_closed',
  not_found: 'tournaments:open.notice_not_found',
} as const;
type Notice = { kind: keyof typeof NOTICES; name: string };

/**
 * `?register=<id>` (the public page's Register link): opens the dialog for that tournament once it
 * and my entries are known, or says why not; the address then drops the parameter.
 */
function useRegisterLink(
  entries: readonly MyRegistration[] | undefined,
  onRegister: (tournament: PublicTournament) => void,
  onNotice: (notice: Notice) => void,
) {
  const [params, setParams] = useSearchParams();
  const id = readRegisterParam(params.get('register'));
  const open = useOpenTournaments();
  const listed = open.data?.data.find((tournament) => tournament.id === id);
  // Beyond the list's first page, or no longer open: asked by itself.
  const single = useOpenTournament(id, open.isSuccess && !listed);
  const target = listed ?? single.data?.data;
  const isMissing = open.isSuccess && !listed && single.isError;
  useEffect(() => {
    if (id === null || !entries || (!target && !isMissing)) return;
    if (!target) onNotice({ kind: 'not_found', name: '' });
    else {
      const outcome = registerRequestOutcome(target, entries);
      if (outcome === 'register') onRegister(target);
      else onNotice({ kind: outcome, name: target.name });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('register');
        return next;
      },
      { replace: true },
    );
  }, [id, entries, target, isMissing, onRegister, onNotice, setParams]);
}

/**
 * /my-tournaments (any signed-in user): my entries and the invitations to be someone's partner —
 * accept or decline, pay the fee (the payments checkout page), withdraw — and the public
 * tournaments taking entries, to register for (alone, or inviting a partner).
 */
export default function MyTournamentsPage() {
  const { t } = useTranslation(['tournaments', 'ui', 'common']);
  const entries = useMyRegistrations();
  const run = useRunMyRegistrationAction();
  const [asked, setAsked] = useState<{ entry: MyRegistration; action: MyRegistrationAction } | null>(null);
  const [registering, setRegistering] = useState<PublicTournament | null>(null);
  const [outcome, setOutcome] = useState<MyRegistration | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const keys = asked ? CONFIRM[asked.action] : null;
  const list = entries.data?.data;
  const startRegistering = useCallback((tournament: PublicTournament) => {
    setNotice(null);
    setRegistering(tournament);
  }, []);
  useRegisterLink(list, startRegistering, setNotice);
  return (
    <Stack gap="6">
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
      {notice && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title flex="1">{t(NOTICES[notice.kind], { name: notice.name })}</Alert.Title>
          <CloseButton size="sm" aria-label={t('ui:confirm.close')} onClick={() => setNotice(null)} />
        </Alert.Root>
      )}
      {registering && (
        <RegisterPanel
          key={registering.id}
          tournament={registering}
          onCancel={() => setRegistering(null)}
          onRegistered={(entry) => {
            setRegistering(null);
            setOutcome(entry);
          }}
        />
      )}
      <Stack as="section" gap="3" aria-labelledby="my-entries-title">
        <Heading as="h2" size="md" id="my-entries-title">
          {t('tournaments:mine.entries_title')}
        </Heading>
        {entries.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{entries.error.message}</Alert.Title>
            <Button size="xs" variant="outline" onClick={() => void entries.refetch()}>
              {t('common:retry')}
            </Button>
          </Alert.Root>
        ) : !list ? (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3" aria-busy="true">
            <Skeleton height="40" />
            <Skeleton height="40" />
          </SimpleGrid>
        ) : list.length === 0 ? (
          <Stack py="4" gap="1">
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
      </Stack>
      <OpenTournaments entries={list ?? []} onRegister={startRegistering} />
      <RegistrationOutcomeDialog entry={outcome} onClose={() => setOutcome(null)} />
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
