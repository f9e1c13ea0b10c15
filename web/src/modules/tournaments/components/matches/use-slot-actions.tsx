import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { BracketSlot, Tournament } from '@pickleball/domain';
import { roundName } from '@pickleball/domain';
import {
  Ban,
  CalendarClock,
  CalendarPlus,
  Eye,
  FilePenLine,
  Flag,
  History,
  type LucideIcon,
  MoreHorizontal,
  PauseCircle,
  Radio,
} from 'lucide-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../../lib/auth';
import type { ViewSlot } from '../../bracket/bracket-model';
import { CorrectionDialog } from './correction-dialog';
import { SlotDialog, type SlotDialogKind } from './slot-dialogs';
import { type SlotStepKind, slotSteps } from './slot-steps';

const STEP_ICONS: Record<SlotStepKind, LucideIcon> = {
  live_score: Radio,
  open_match: Eye,
  schedule: CalendarClock,
  postpone: PauseCircle,
  reschedule: CalendarPlus,
  cancel: Ban,
  walkover: Flag,
  correct: FilePenLine,
  history: History,
};

/** Written out in full so the catalog check finds each key. */
const STEP_KEYS: Record<SlotStepKind, string> = {
  live_score: 'tournaments:slot.live_score',
  open_match: 'tournaments:slot.open_match',
  schedule: 'tournaments:slot.schedule',
  postpone: 'tournaments:slot.postpone',
  reschedule: 'tournaments:slot.reschedule',
  cancel: 'tournaments:slot.cancel',
  walkover: 'tournaments:slot.walkover',
  correct: 'tournaments:slot.correct',
  history: 'tournaments:slot.history',
};

type Open = { kind: SlotDialogKind | 'correct'; slot: BracketSlot } | null;

/**
 * A match's "…" menu. A bracket of 128 has 255 of them: each is a plain button until it is first
 * used, and only then a menu (opened at once, and kept: its button keeps the focus it returns to),
 * so drawing the bracket costs no menu machinery.
 */
function SlotMenu({
  label,
  steps,
  onSelect,
}: {
  label: string;
  steps: SlotStepKind[];
  onSelect: (step: SlotStepKind) => void;
}) {
  const { t } = useTranslation('tournaments');
  const [isArmed, setIsArmed] = useState(false);
  const button = (
    <IconButton
      size="2xs"
      variant="ghost"
      aria-label={label}
      aria-haspopup="menu"
      onClick={() => setIsArmed(true)}
    >
      <MoreHorizontal />
    </IconButton>
  );
  if (!isArmed) return button;
  return (
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{button}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {steps.map((step) => {
              const Icon = STEP_ICONS[step];
              return (
                <Menu.Item
                  key={step}
                  value={step}
                  onSelect={() => onSelect(step)}
                  color={step === 'cancel' ? 'fg.error' : undefined}
                >
                  <Icon size={14} aria-hidden="true" />
                  {t(STEP_KEYS[step])}
                </Menu.Item>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The steps on a bracket match, for the bracket's boxes and the matches list alike: a menu per
 * match (`renderMenu`) and the dialog it opens (`dialogs`). Scoring goes to the existing
 * live-score screen; correcting shows what it resets before it does it.
 */
export function useSlotActions(tournament: Tournament) {
  const { t } = useTranslation('tournaments');
  const { can } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const permissions = useMemo(
    () => ({ edit: can('tournament.edit'), score: can('match.edit'), viewMatches: can('match.view') }),
    [can],
  );
  const renderMenu = useCallback(
    (viewSlot: ViewSlot): ReactNode => {
      // The staff's bracket and matches list carry the full slots (BracketSlot).
      const slot = viewSlot as BracketSlot;
      const steps = slotSteps(slot, tournament.status, permissions);
      if (steps.length === 0) return null;
      const run = (step: SlotStepKind) => {
        if (step === 'live_score' && slot.match) navigate(`/matches/${slot.match.id}/live-score`);
        else if (step === 'open_match' && slot.match) navigate(`/matches/${slot.match.id}`);
        else if (step !== 'live_score' && step !== 'open_match') setOpen({ kind: step, slot });
      };
      return (
        <SlotMenu
          label={t('tournaments:slot.menu', { round: roundName(t, tournament.format, slot) })}
          steps={steps}
          onSelect={run}
        />
      );
    },
    [tournament.status, tournament.format, permissions, navigate, t],
  );
  const close = () => setOpen(null);
  const dialogs = (
    <>
      {open && open.kind !== 'correct' && (
        <SlotDialog kind={open.kind} tournament={tournament} slot={open.slot} onClose={close} />
      )}
      <CorrectionDialog
        tournament={tournament}
        slot={open?.kind === 'correct' ? open.slot : null}
        onClose={close}
      />
    </>
  );
  return { renderMenu, dialogs };
}
