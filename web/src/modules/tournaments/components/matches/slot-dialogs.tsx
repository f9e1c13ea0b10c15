import {
  Badge,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  type BracketSlot,
  roundName,
  type Tournament,
  type WalkoverInput,
  WalkoverInputSchema,
} from '@pickleball/domain';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { checkedFormSchema } from '../../../../components/form/checked-schema';
import { TextareaField } from '../../../../components/form/text-field';
import { useZodForm } from '../../../../components/form/zod-form';
import { FormDialog } from '../../../../components/form-dialog';
import { type CourtChoice, CourtPicker } from '../../../../components/search-picker/court-picker';
import { useAuth } from '../../../../lib/auth';
import { formatDateTime } from '../../../../lib/format';
import { useRunSlotStep, useSlotHistory } from '../../api/slot-actions';
import { fromLocalDateTime, toLocalDateTime } from '../form/tournament-form-values';
import { sideName } from './slot-text';

interface WalkoverFormValues {
  winner: 'a' | 'b' | '';
  reason: string;
}

export type SlotDialogKind = 'schedule' | 'reschedule' | 'postpone' | 'cancel' | 'walkover' | 'history';

interface SlotDialogProps {
  tournament: Tournament;
  slot: BracketSlot;
  onClose: () => void;
}

/** Court and time (PATCH), or a postponed / cancelled match played again (reschedule). */
function ScheduleDialog({
  tournament,
  slot,
  onClose,
  reschedule,
}: SlotDialogProps & { reschedule: boolean }) {
  const { t } = useTranslation(['tournaments', 'ui']);
  const { can } = useAuth();
  const run = useRunSlotStep(tournament.id);
  const [court, setCourt] = useState<CourtChoice | null>(slot.court);
  const [when, setWhen] = useState(toLocalDateTime(slot.scheduled_at));
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      destructive={false}
      title={
        reschedule
          ? t('tournaments:slot.reschedule_title', { round: roundName(t, tournament.format, slot) })
          : t('tournaments:slot.schedule_title', { round: roundName(t, tournament.format, slot) })
      }
      description={`${sideName(slot, 'a', t)} – ${sideName(slot, 'b', t)}`}
      confirmLabel={reschedule ? t('tournaments:slot.reschedule') : t('tournaments:actions.save')}
      onConfirm={() => {
        const input = { court_id: court?.id ?? null, scheduled_at: fromLocalDateTime(when) };
        return run.mutateAsync({
          key: slot.key,
          step: reschedule ? { action: 'reschedule', input } : { action: 'schedule', input },
        });
      }}
    >
      {can('court.view') && (
        <CourtPicker label={t('tournaments:slot.court')} value={court} onChange={setCourt} />
      )}
      <Field.Root>
        <Field.Label>{t('tournaments:slot.time')}</Field.Label>
        <Input type="datetime-local" value={when} onChange={(event) => setWhen(event.currentTarget.value)} />
      </Field.Root>
    </ConfirmDialog>
  );
}

/** Postponed or cancelled with a reason (cancelling voids its match: a walkover or a reschedule follows). */
function ReasonDialog({
  tournament,
  slot,
  onClose,
  kind,
}: SlotDialogProps & { kind: 'postpone' | 'cancel' }) {
  const { t } = useTranslation('tournaments');
  const run = useRunSlotStep(tournament.id);
  const [reason, setReason] = useState('');
  const round = roundName(t, tournament.format, slot);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      destructive={kind === 'cancel'}
      title={
        kind === 'cancel'
          ? t('tournaments:slot.cancel_title', { round })
          : t('tournaments:slot.postpone_title', { round })
      }
      description={
        kind === 'cancel'
          ? t('tournaments:slot.cancel_description')
          : t('tournaments:slot.postpone_description')
      }
      confirmLabel={kind === 'cancel' ? t('tournaments:slot.cancel') : t('tournaments:slot.postpone')}
      onConfirm={() =>
        run.mutateAsync({ key: slot.key, step: { action: kind, reason: reason.trim() || null } })
      }
    >
      <Field.Root>
        <Field.Label>{t('tournaments:slot.reason')}</Field.Label>
        <Textarea
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </Field.Root>
    </ConfirmDialog>
  );
}

/** A walkover: who advances without playing, and why (at least 10 characters, kept in the history). */
function WalkoverDialog({ tournament, slot, onClose }: SlotDialogProps) {
  const { t } = useTranslation('tournaments');
  const run = useRunSlotStep(tournament.id);
  const schema = useMemo(
    () =>
      checkedFormSchema<WalkoverFormValues, WalkoverInput>(
        // Who advances is a choice between two names, not a value to spell out.
        (values) => (values.winner === '' ? [{ path: ['winner'], message: 'required' }] : []),
        (values) => values,
        WalkoverInputSchema,
      ),
    [],
  );
  const form = useZodForm(schema, { defaultValues: { winner: '', reason: '' }, mode: 'onSubmit' });
  const names = [sideName(slot, 'a', t), sideName(slot, 'b', t)] as const;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('tournaments:slot.walkover_title', { round: roundName(t, tournament.format, slot) })}
      description={t('tournaments:slot.walkover_description')}
      confirmLabel={t('tournaments:slot.walkover')}
      form={form}
      onConfirm={(input) => run.mutateAsync({ key: slot.key, step: { action: 'walkover', input } })}
    >
      <Controller
        control={form.control}
        name="winner"
        render={({ field, fieldState }) => (
          <Field.Root invalid={Boolean(fieldState.error)}>
            <Field.Label>{t('tournaments:slot.walkover_winner')}</Field.Label>
            <RadioGroup.Root
              value={field.value ?? null}
              onValueChange={(event) => field.onChange(event.value)}
            >
              <Stack gap="2">
                {(['a', 'b'] as const).map((side, index) => (
                  <RadioGroup.Item key={side} value={side}>
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{names[index]}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            {fieldState.error && <Field.ErrorText>{fieldState.error.message}</Field.ErrorText>}
          </Field.Root>
        )}
      />
      <TextareaField name="reason" label={t('tournaments:slot.reason')} rows={2} maxLength={500} required />
    </FormDialog>
  );
}

/** Written out in full so the catalog check finds each key. */
const SUPERSEDED_KEYS = {
  corrected: 'tournaments:slot.superseded_corrected',
  reset: 'tournaments:slot.superseded_reset',
  voided: 'tournaments:slot.superseded_voided',
  regenerated: 'tournaments:slot.superseded_regenerated',
} as const;

/** Every result the match had, newest first: who recorded it, and why it was replaced. */
function HistoryDialog({ tournament, slot, onClose }: SlotDialogProps) {
  const { t, i18n } = useTranslation(['tournaments', 'ui']);
  const history = useSlotHistory(tournament.id, slot.key);
  const names = [sideName(slot, 'a', t), sideName(slot, 'b', t)];
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {t('tournaments:slot.history_title', { round: roundName(t, tournament.format, slot) })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {history.isPending ? (
                <Skeleton height="24" />
              ) : history.isError ? (
                <Text color="fg.error">{history.error.message}</Text>
              ) : history.data.data.length === 0 ? (
                <Text color="fg.muted">{t('tournaments:slot.history_empty')}</Text>
              ) : (
                <Stack as="ol" gap="3" listStyleType="none" ps="0">
                  {history.data.data.map((entry) => (
                    <Stack as="li" key={entry.id} gap="0.5" borderWidth="1px" borderRadius="md" p="3">
                      <Text fontWeight="medium">
                        {entry.result.walkover
                          ? t('tournaments:correction.walkover_to', {
                              name: names[entry.result.winner === 'a' ? 0 : 1] ?? '',
                            })
                          : t('tournaments:correction.won_by', {
                              name: names[entry.result.winner === 'a' ? 0 : 1] ?? '',
                              score: entry.result.games.map(([a, b]) => `${a}–${b}`).join(', '),
                            })}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {entry.recorded_by
                          ? t('tournaments:slot.recorded_by', {
                              name: entry.recorded_by.name,
                              date: formatDateTime(entry.recorded_at, i18n.language),
                            })
                          : formatDateTime(entry.recorded_at, i18n.language)}
                      </Text>
                      {entry.note && <Text fontSize="sm">{entry.note}</Text>}
                      {entry.superseded_reason ? (
                        <Badge alignSelf="flex-start" colorPalette="gray">
                          {t(SUPERSEDED_KEYS[entry.superseded_reason])}
                        </Badge>
                      ) : (
                        <Badge alignSelf="flex-start" colorPalette="green">
                          {t('tournaments:slot.current_result')}
                        </Badge>
                      )}
                    </Stack>
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('ui:form.cancel')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The dialog of one step on one match (mounted while it is open, so each opens empty). */
export function SlotDialog({ kind, ...props }: SlotDialogProps & { kind: SlotDialogKind }) {
  // Keyed by slot: another match's step starts empty.
  const key = props.slot.key;
  switch (kind) {
    case 'schedule':
    case 'reschedule':
      return <ScheduleDialog key={key} {...props} reschedule={kind === 'reschedule'} />;
    case 'postpone':
    case 'cancel':
      return <ReasonDialog key={key} {...props} kind={kind} />;
    case 'walkover':
      return <WalkoverDialog key={key} {...props} />;
    case 'history':
      return <HistoryDialog key={key} {...props} />;
  }
}
