import { Button, HStack } from '@chakra-ui/react';
import type { MatchSession } from '@pickleball/domain';
import { canSessionTransition } from '@pickleball/domain/match-sessions/match-sessions.rules';
import { Ban, CircleCheck, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAuth } from '../../../lib/auth';
import { useDeleteMatchSession } from '../api/delete-match-session';
import { type SessionStep, useRunSessionAction } from '../api/run-session-action';

type Asked = SessionStep | 'delete' | null;

/**
 * The session's steps by status and permission (match.session.manage): Start, Complete, Cancel,
 * Delete, Edit. Each asks first, saying what it does; complete and delete cannot be undone,
 * cancel voids the generated matches not yet approved.
 */
export function SessionActions({ session }: { session: MatchSession }) {
  const { t } = useTranslation('match-sessions');
  const { can } = useAuth();
  const navigate = useNavigate();
  const [asked, setAsked] = useState<Asked>(null);
  const run = useRunSessionAction(session.id);
  const remove = useDeleteMatchSession();
  if (!can('match.session.manage')) return null;
  const unplayed = session.total_matches - session.played_matches;
  const close = (open: boolean) => {
    if (!open) setAsked(null);
  };

  return (
    <HStack gap="2" flexWrap="wrap">
      {/* An evening saved ahead starts once its schedule is made. */}
      {canSessionTransition('start', session.status) && session.rounds.length > 0 && (
        <Button colorPalette="blue" onClick={() => setAsked('start')}>
          <Play size={16} aria-hidden="true" />
          {t('match-sessions:actions.start')}
        </Button>
      )}
      {canSessionTransition('complete', session.status) && (
        <Button colorPalette="blue" onClick={() => setAsked('complete')}>
          <CircleCheck size={16} aria-hidden="true" />
          {t('match-sessions:actions.complete')}
        </Button>
      )}
      {canSessionTransition('edit', session.status) && (
        <Button asChild variant="outline">
          <RouterLink to={`/match-sessions/${session.id}/edit`}>
            <Pencil size={16} aria-hidden="true" />
            {t('match-sessions:actions.edit')}
          </RouterLink>
        </Button>
      )}
      {canSessionTransition('cancel', session.status) && (
        <Button variant="outline" colorPalette="red" onClick={() => setAsked('cancel')}>
          <Ban size={16} aria-hidden="true" />
          {t('match-sessions:actions.cancel')}
        </Button>
      )}
      {canSessionTransition('delete', session.status) && (
        <Button variant="outline" colorPalette="red" onClick={() => setAsked('delete')}>
          <Trash2 size={16} aria-hidden="true" />
          {t('match-sessions:actions.delete')}
        </Button>
      )}

      <ConfirmDialog
        open={asked === 'start'}
        onOpenChange={close}
        destructive={false}
        title={t('match-sessions:confirm.start_title', { name: session.name })}
        description={t('match-sessions:confirm.start_description', { count: session.total_matches })}
        confirmLabel={t('match-sessions:actions.start')}
        onConfirm={() => run.mutateAsync('start')}
      />
      <ConfirmDialog
        open={asked === 'complete'}
        onOpenChange={close}
        destructive={false}
        irreversible
        title={t('match-sessions:confirm.complete_title', { name: session.name })}
        description={
          unplayed > 0
            ? t('match-sessions:confirm.complete_description_unplayed', { count: unplayed })
            : t('match-sessions:confirm.complete_description')
        }
        confirmLabel={t('match-sessions:actions.complete')}
        onConfirm={() => run.mutateAsync('complete')}
      />
      <ConfirmDialog
        open={asked === 'cancel'}
        onOpenChange={close}
        title={t('match-sessions:confirm.cancel_title', { name: session.name })}
        description={
          session.status === 'active'
            ? t('match-sessions:confirm.cancel_description_active')
            : t('match-sessions:confirm.cancel_description_draft')
        }
        confirmLabel={t('match-sessions:actions.cancel_session')}
        onConfirm={() => run.mutateAsync('cancel')}
      />
      <ConfirmDialog
        open={asked === 'delete'}
        onOpenChange={close}
        irreversible
        title={t('match-sessions:confirm.delete_title', { name: session.name })}
        description={
          session.status === 'draft'
            ? t('match-sessions:confirm.delete_description_draft')
            : t('match-sessions:confirm.delete_description')
        }
        confirmLabel={t('match-sessions:actions.delete')}
        onConfirm={async () => {
          await remove.mutateAsync(session.id);
          navigate('/match-sessions');
        }}
      />
    </HStack>
  );
}
