import { Button, Wrap } from '@chakra-ui/react';
import type { Match } from '@pickleball/domain';
import { canTransition } from '@pickleball/domain/matches/matches.rules';
import {
  BadgeCheck,
  Ban,
  CheckCheck,
  CircleCheck,
  FileSearch,
  type LucideIcon,
  Send,
  ThumbsDown,
  ThumbsUp,
  Trash2,
  XCircle,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAuth } from '../../../lib/auth';
import { useDeleteMatch } from '../api/delete-match';
import { type MatchWorkflowAction, useMatchAction } from '../api/run-match-action';
import { ReasonDialog } from './reason-dialog';

type Step = MatchWorkflowAction | 'delete';

interface StepLook {
  icon: LucideIcon;
  /** A red button; with `reason`, a reason of at least 10 characters is asked first. */
  destructive: boolean;
  reason: boolean;
}

const STEP_LOOK: Record<Step, StepLook> = {
  complete: { icon: CircleCheck, destructive: false, reason: false },
  submit: { icon: Send, destructive: false, reason: false },
  confirm: { icon: ThumbsUp, destructive: false, reason: false },
  dispute: { icon: ThumbsDown, destructive: true, reason: true },
  review: { icon: FileSearch, destructive: false, reason: false },
  approve: { icon: CheckCheck, destructive: false, reason: false },
  reject: { icon: XCircle, destructive: true, reason: true },
  certify: { icon: BadgeCheck, destructive: false, reason: false },
  void: { icon: Ban, destructive: true, reason: true },
  delete: { icon: Trash2, destructive: true, reason: false },
};

/** Every step's texts, with the full keys written out (CONVENTIONS §8). */
const STEP_TEXT_KEYS: Record<Step, { label: string; title: string; description: string }> = {
  complete: {
    label: 'matches:actions.complete',
    title: 'matches:workflow.complete_title',
    description: 'matches:workflow.complete_description',
  },
  submit: {
    label: 'matches:actions.submit',
    title: 'matches:workflow.submit_title',
    description: 'matches:workflow.submit_description',
  },
  confirm: {
    label: 'matches:actions.confirm',
    title: 'matches:workflow.confirm_title',
    description: 'matches:workflow.confirm_description',
  },
  dispute: {
    label: 'matches:actions.dispute',
    title: 'matches:workflow.dispute_title',
    description: 'matches:workflow.dispute_description',
  },
  review: {
    label: 'matches:actions.review',
    title: 'matches:workflow.review_title',
    description: 'matches:workflow.review_description',
  },
  approve: {
    label: 'matches:actions.approve',
    title: 'matches:workflow.approve_title',
    description: 'matches:workflow.approve_description',
  },
  reject: {
    label: 'matches:actions.reject',
    title: 'matches:workflow.reject_title',
    description: 'matches:workflow.reject_description',
  },
  certify: {
    label: 'matches:actions.certify',
    title: 'matches:workflow.certify_title',
    description: 'matches:workflow.certify_description',
  },
  void: {
    label: 'matches:actions.void',
    title: 'matches:workflow.void_title',
    description: 'matches:workflow.void_description',
  },
  delete: {
    label: 'matches:actions.delete',
    title: 'matches:workflow.delete_title',
    description: 'matches:workflow.delete_description',
  },
};

/** The steps the signed-in user may take on this match now: its status allows them, and so do their permissions. */
export function useAvailableSteps(match: Match): Step[] {
  const { can, user } = useAuth();
  const mine = match.confirmations.find((confirmation) => confirmation.player.id === user?.id);
  const allowed = (step: Step, isPermitted: boolean) =>
    isPermitted && canTransition(step === 'delete' ? 'delete' : step, match.status);
  const steps: Step[] = [];
  if (allowed('confirm', mine?.status === 'pending')) steps.push('confirm');
  if (allowed('dispute', (mine !== undefined && mine.status !== 'disputed') || can('match.approve')))
    steps.push('dispute');
  if (allowed('complete', can('match.edit'))) steps.push('complete');
  if (allowed('submit', can('match.edit'))) steps.push('submit');
  if (allowed('review', can('match.approve'))) steps.push('review');
  if (allowed('approve', can('match.approve'))) steps.push('approve');
  if (allowed('reject', can('match.approve'))) steps.push('reject');
  if (allowed('certify', can('match.approve'))) steps.push('certify');
  if (allowed('void', can('match.approve'))) steps.push('void');
  if (allowed('delete', can('match.edit'))) steps.push('delete');
  return steps;
}

/**
 * The workflow's buttons for one match (SPEC §4): each shown only when `canTransition` and the
 * user's permissions allow it. Reject, void and dispute ask for a reason; delete says it cannot
 * be undone; the others confirm what they will do.
 */
export function MatchWorkflowActions({ match, steps }: { match: Match; steps: readonly Step[] }) {
  const { t } = useTranslation(['matches', 'ui']);
  const navigate = useNavigate();
  const runAction = useMatchAction();
  const deleteMatch = useDeleteMatch();
  const [open, setOpen] = useState<Step | null>(null);

  if (steps.length === 0) return null;
  const texts = open ? STEP_TEXT_KEYS[open] : null;
  const look = open ? STEP_LOOK[open] : null;

  return (
    <>
      <Wrap gap="2">
        {steps.map((step) => {
          const Icon = STEP_LOOK[step].icon;
          const isPrimary =
            step === 'approve' || step === 'submit' || step === 'confirm' || step === 'complete';
          return (
            <Button
              key={step}
              size="sm"
              variant={isPrimary ? 'solid' : 'outline'}
              colorPalette={STEP_LOOK[step].destructive ? 'red' : isPrimary ? 'blue' : 'gray'}
              onClick={() => setOpen(step)}
            >
              <Icon size={14} aria-hidden="true" />
              {t(STEP_TEXT_KEYS[step].label)}
            </Button>
          );
        })}
      </Wrap>
      {open && texts && look?.reason ? (
        <ReasonDialog
          open
          onClose={() => setOpen(null)}
          title={t(texts.title)}
          description={t(texts.description)}
          confirmLabel={t(texts.label)}
          onConfirm={(reason) =>
            runAction.mutateAsync({ id: match.id, action: open as MatchWorkflowAction, reason })
          }
        />
      ) : (
        <ConfirmDialog
          open={open !== null}
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
          title={texts ? t(texts.title) : ''}
          description={texts ? t(texts.description) : undefined}
          confirmLabel={texts ? t(texts.label) : undefined}
          destructive={look?.destructive ?? false}
          irreversible={open === 'delete'}
          onConfirm={async () => {
            if (open === 'delete') {
              await deleteMatch.mutateAsync(match.id);
              navigate('/matches', { replace: true });
            } else if (open) await runAction.mutateAsync({ id: match.id, action: open });
          }}
        />
      )}
    </>
  );
}
