import { Button, Field, HStack, Textarea } from '@chakra-ui/react';
import type { Tournament, TournamentAction } from '@pickleball/domain';
import {
  CircleCheck,
  CirclePlay,
  DoorClosed,
  DoorOpen,
  type LucideIcon,
  RotateCcw,
  XCircle,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useAuth } from '../../../../lib/auth';
import { useRunTournamentAction } from '../../api/run-tournament-action';
import { ACTION_KEYS } from '../tournament-labels';

const ACTION_ICONS: Record<TournamentAction, LucideIcon> = {
  open_registration: DoorOpen,
  close_registration: DoorClosed,
  reopen_registration: RotateCcw,
  start: CirclePlay,
  complete: CircleCheck,
  cancel: XCircle,
};

/** Written out in full so the catalog check finds each key. */
const CONFIRM_KEYS: Record<TournamentAction, { title: string; description: string }> = {
  open_registration: {
    title: 'tournaments:confirm.open_registration_title',
    description: 'tournaments:confirm.open_registration_description',
  },
  close_registration: {
    title: 'tournaments:confirm.close_registration_title',
    description: 'tournaments:confirm.close_registration_description',
  },
  reopen_registration: {
    title: 'tournaments:confirm.reopen_registration_title',
    description: 'tournaments:confirm.reopen_registration_description',
  },
  start: { title: 'tournaments:confirm.start_title', description: 'tournaments:confirm.start_description' },
  complete: {
    title: 'tournaments:confirm.complete_title',
    description: 'tournaments:confirm.complete_description',
  },
  cancel: {
    title: 'tournaments:confirm.cancel_title',
    description: 'tournaments:confirm.cancel_description',
  },
};

/**
 * The state steps the tournament offers now (its `actions`; the server checks again), each asked
 * first with what it does; cancelling takes a reason the players are told and is drawn in red.
 * Completing is the last and cannot be undone.
 */
export function StateActions({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const { can } = useAuth();
  const run = useRunTournamentAction(tournament.id);
  const [asked, setAsked] = useState<TournamentAction | null>(null);
  const [reason, setReason] = useState('');
  if (!can('tournament.edit') || tournament.actions.length === 0 || tournament.is_archived) return null;
  const keys = asked ? CONFIRM_KEYS[asked] : null;
  return (
    <>
      <HStack gap="2" flexWrap="wrap">
        {tournament.actions.map((action) => {
          const Icon = ACTION_ICONS[action];
          return (
            <Button
              key={action}
              size="sm"
              variant={action === 'cancel' ? 'outline' : 'solid'}
              colorPalette={action === 'cancel' ? 'red' : 'blue'}
              onClick={() => {
                setReason('');
                setAsked(action);
              }}
            >
              <Icon size={16} aria-hidden="true" />
              {t(ACTION_KEYS[action])}
            </Button>
          );
        })}
      </HStack>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        destructive={asked === 'cancel'}
        irreversible={asked === 'cancel' || asked === 'complete'}
        title={keys ? t(keys.title, { name: tournament.name }) : ''}
        description={
          asked === 'close_registration' && tournament.auto_bracket_generation
            ? `${t(CONFIRM_KEYS.close_registration.description)} ${t('tournaments:confirm.close_registration_auto')}`
            : keys
              ? t(keys.description)
              : ''
        }
        confirmLabel={asked ? t(ACTION_KEYS[asked]) : undefined}
        onConfirm={() =>
          asked ? run.mutateAsync({ step: asked, reason: reason.trim() || null }) : Promise.resolve()
        }
      >
        {asked === 'cancel' && (
          <Field.Root>
            <Field.Label>{t('tournaments:confirm.cancel_reason')}</Field.Label>
            <Textarea
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Field.HelperText>{t('tournaments:confirm.cancel_reason_help')}</Field.HelperText>
          </Field.Root>
        )}
      </ConfirmDialog>
    </>
  );
}
