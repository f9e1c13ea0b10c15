import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Fieldset,
  Portal,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import type { MatchPlayer } from '@pickleball/domain';
import { FAULT_DESCRIPTION_MAX_LENGTH, FAULT_TYPES } from '@pickleball/domain/scoring/scoring.schemas';
import type { Fault, FaultType, PlayerIndex, Team } from '@pickleball/domain/scoring/scoring.types';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatchLabels } from '../components/match-labels';
import { TEAM_PALETTE, TEAM_SOLID_BUTTON } from './live-court';
import { teamNumber } from './live-court-model';

/** A row of toggle buttons that behaves as a radio group (one choice, arrow keys by focus order). */
function ChoiceGroup<T extends string | number>({
  label,
  value,
  options,
  onChange,
  columns,
}: {
  label: string;
  value: T | null;
  options: readonly { value: T; label: ReactNode; palette?: string }[];
  onChange: (value: T) => void;
  columns: number | Record<string, number>;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium" mb="2">
        {label}
      </Fieldset.Legend>
      <SimpleGrid columns={columns} gap="2" role="radiogroup" aria-label={label}>
        {options.map((option) => {
          const isChecked = option.value === value;
          return (
            <Button
              key={String(option.value)}
              role="radio"
              aria-checked={isChecked}
              size="lg"
              height="auto"
              minH="12"
              py="2"
              whiteSpace="normal"
              colorPalette={option.palette ?? 'gray'}
              variant={isChecked ? 'solid' : 'outline'}
              {...(isChecked && option.palette ? TEAM_SOLID_BUTTON : {})}
              onClick={() => onChange(option.value)}
            >
              {option.label}
            </Button>
          );
        })}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

export interface FaultDialogProps {
  open: boolean;
  onClose: () => void;
  teams: { A: readonly MatchPlayer[]; B: readonly MatchPlayer[] };
  isDoubles: boolean;
  onRecord: (fault: Fault) => void;
}

/**
 * Records a fault (SPEC §3 "Live scoring state"): its type (out, net, two-bounce, kitchen), the
 * faulting team, optionally the player and a description. The faulting team loses the rally.
 */
export function FaultDialog({ open, onClose, teams, isDoubles, onRecord }: FaultDialogProps) {
  const { t } = useTranslation(['matches', 'ui']);
  const { faultTypeLabel } = useMatchLabels();
  const [type, setType] = useState<FaultType | null>(null);
  const [team, setTeam] = useState<Team | null>(null);
  const [player, setPlayer] = useState<PlayerIndex | 'none'>('none');
  const [description, setDescription] = useState('');

  useEffect(() => {
    if (open) {
      setType(null);
      setTeam(null);
      setPlayer('none');
      setDescription('');
    }
  }, [open]);

  const players = team ? teams[team] : [];
  const canRecord = type !== null && team !== null;

  const record = () => {
    if (!type || !team) return;
    const fault: Fault = { team, type };
    if (player !== 'none') fault.player = player;
    if (description.trim()) fault.description = description.trim();
    onRecord(fault);
    onClose();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('matches:live.fault_title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Dialog.Description fontSize="sm" color="fg.muted">
                  {t('matches:live.fault_help')}
                </Dialog.Description>
                <ChoiceGroup
                  label={t('matches:live.fault_type')}
                  value={type}
                  onChange={setType}
                  columns={2}
                  options={FAULT_TYPES.map((value) => ({ value, label: faultTypeLabel(value) }))}
                />
                <ChoiceGroup
                  label={t('matches:live.fault_team')}
                  value={team}
                  onChange={(value) => {
                    setTeam(value);
                    setPlayer('none');
                  }}
                  columns={2}
                  options={(['A', 'B'] as const).map((value) => ({
                    value,
                    palette: TEAM_PALETTE[teamNumber(value)],
                    label: t('matches:team_n', { number: teamNumber(value) }),
                  }))}
                />
                {isDoubles && team && players.length > 0 && (
                  <ChoiceGroup<PlayerIndex | 'none'>
                    label={t('matches:live.fault_player')}
                    value={player}
                    onChange={setPlayer}
                    columns={{ base: 1, sm: 3 }}
                    options={[
                      { value: 'none', label: t('matches:live.fault_player_none') },
                      ...players.slice(0, 2).map((entry, index) => ({
                        value: index as PlayerIndex,
                        label: entry.name,
                      })),
                    ]}
                  />
                )}
                <Field.Root>
                  <Field.Label>{t('matches:live.fault_description')}</Field.Label>
                  <Textarea
                    rows={2}
                    maxLength={FAULT_DESCRIPTION_MAX_LENGTH}
                    value={description}
                    onChange={(event) => setDescription(event.currentTarget.value)}
                  />
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('ui:confirm.cancel')}
              </Button>
              <Button colorPalette="red" disabled={!canRecord} onClick={record}>
                {t('matches:live.record_fault')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('ui:confirm.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
