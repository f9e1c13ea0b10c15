import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Fieldset,
  Portal,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  FeeMarkInputSchema,
  HAND_FEE_METHODS,
  type MatchSession,
  type SessionCandidate,
  type Signup,
  type SignupList,
} from '@pickleball/domain';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFieldError } from '../../../components/form/field-shell';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { FormDialog } from '../../../components/form-dialog';
import { PlayerSearch } from '../../../components/player-search/player-search';
import { useAddSessionSignup } from '../api/add-session-signup';
import { useCancelSessionSignup } from '../api/cancel-session-signup';
import { useMarkSignupFee } from '../api/mark-signup-fee';
import { searchSessionCandidates } from '../api/search-session-candidates';
import { matchSessionKeys } from '../match-sessions.keys';
import { formatFee } from './session-event-text';
import { FEE_METHOD_KEYS, placeLabel, placesOf } from './signup-text';

/** The two halves of the fee body: marked paid by hand, or the mark undone with a reason. */
const [PaidFeeSchema, UnpaidFeeSchema] = FeeMarkInputSchema.options;

/** What the organiser asked to do with one sign-up. */
export type SignupAsk = { kind: 'paid' | 'unpaid' | 'cancel'; signup: Signup };

/** Cash or transfer, as two large choices (a thumb's reach on a phone). */
function MethodField() {
  const { t } = useTranslation('match-sessions');
  const error = useFieldError('method');
  return (
    <Controller
      name="method"
      render={({ field }) => (
        <Fieldset.Root invalid={Boolean(error)}>
          <Fieldset.Legend>{t('match-sessions:signups.method_label')}</Fieldset.Legend>
          <RadioGroup.Root
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onValueChange={(event) => field.onChange(event.value)}
            size="lg"
          >
            <Stack direction="row" gap="3">
              {HAND_FEE_METHODS.map((method) => (
                <RadioGroup.Item
                  key={method}
                  value={method}
                  flex="1"
                  borderWidth="1px"
                  borderRadius="md"
                  px="3"
                  py="3"
                >
                  <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(FEE_METHOD_KEYS[method])}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
        </Fieldset.Root>
      )}
    />
  );
}

/** Marked paid by hand: cash or a transfer seen in the bank app, with an optional note. */
function MarkPaidDialog({
  session,
  signup,
  onClose,
}: {
  session: MatchSession;
  signup: Signup | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('match-sessions');
  const mark = useMarkSignupFee(session.id);
  const form = useZodForm(PaidFeeSchema, {
    defaultValues: { status: 'paid', method: 'cash', note: '' },
    mode: 'onSubmit',
  });
  return (
    <FormDialog
      open={signup !== null}
      onClose={onClose}
      title={t('match-sessions:signups.mark_paid_title', { name: signup?.player.name ?? '' })}
      description={t('match-sessions:signups.mark_paid_description', {
        fee: formatFee(session.fee, session.currency, i18n.language, t),
      })}
      confirmLabel={t('match-sessions:signups.mark_paid')}
      confirmButton={{ colorPalette: 'green' }}
      form={form}
      onConfirm={(input) => mark.mutateAsync({ signupId: signup?.id ?? 0, input })}
    >
      <MethodField />
      <TextField
        name="note"
        label={t('match-sessions:signups.note')}
        helperText={t('match-sessions:signups.note_help')}
        maxLength={255}
        autoComplete="off"
      />
    </FormDialog>
  );
}

/** The mark undone: a reason is asked (it is kept in the audit trail). */
function UndoPaidDialog({
  session,
  signup,
  onClose,
}: {
  session: MatchSession;
  signup: Signup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('match-sessions');
  const mark = useMarkSignupFee(session.id);
  const form = useZodForm(UnpaidFeeSchema, {
    defaultValues: { status: 'unpaid', reason: '' },
    mode: 'onSubmit',
  });
  return (
    <FormDialog
      open={signup !== null}
      onClose={onClose}
      title={t('match-sessions:signups.undo_paid_title', { name: signup?.player.name ?? '' })}
      description={t('match-sessions:signups.undo_paid_description')}
      confirmLabel={t('match-sessions:signups.undo_paid')}
      form={form}
      onConfirm={(input) => mark.mutateAsync({ signupId: signup?.id ?? 0, input })}
    >
      <TextareaField
        name="reason"
        label={t('match-sessions:signups.undo_reason')}
        rows={2}
        maxLength={255}
        required
      />
    </FormDialog>
  );
}

/** What a cancellation does: the place goes to the first in line, or is freed, or the line shortens. */
function cancelDescription(
  signup: Signup,
  list: SignupList,
  t: (key: string, values?: Record<string, string>) => string,
) {
  if (signup.status === 'waitlisted') return t('match-sessions:signups.cancel_waitlisted');
  const next = list.signups.find((item) => item.status === 'waitlisted' && item.waitlist_position === 1);
  return next
    ? t('match-sessions:signups.cancel_promotes', { name: next.player.name })
    : t('match-sessions:signups.cancel_frees');
}

/** The organiser's steps on one sign-up: mark paid, undo the mark, cancel. */
export function SignupDialogs({
  session,
  list,
  asked,
  onClose,
}: {
  session: MatchSession;
  list: SignupList;
  asked: SignupAsk | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('match-sessions');
  const cancel = useCancelSessionSignup(session.id);
  const signup = asked?.signup ?? null;
  return (
    <>
      <MarkPaidDialog session={session} signup={asked?.kind === 'paid' ? signup : null} onClose={onClose} />
      <UndoPaidDialog session={session} signup={asked?.kind === 'unpaid' ? signup : null} onClose={onClose} />
      <ConfirmDialog
        open={asked?.kind === 'cancel'}
        onOpenChange={(open) => !open && onClose()}
        title={t('match-sessions:signups.cancel_title', { name: signup?.player.name ?? '' })}
        description={signup ? cancelDescription(signup, list, t) : undefined}
        confirmLabel={t('match-sessions:signups.cancel_signup')}
        onConfirm={() => cancel.mutateAsync(signup?.id ?? 0)}
      >
        {signup?.fee.status === 'paid' && (
          <Text fontSize="sm" color="fg.muted">
            {t('match-sessions:signups.cancel_paid_note')}
          </Text>
        )}
      </ConfirmDialog>
    </>
  );
}

/**
 * "Add player": the generator's player search (the session's club members first, with their
 * rating); each player chosen is added at once (a place while the cap allows, else the line) and
 * listed with where they landed, so several walk-ins are added in a row. A refusal shows inside.
 */
export function AddSignupDialog({
  session,
  list,
  open,
  onClose,
}: {
  session: MatchSession;
  list: SignupList;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['match-sessions', 'ui']);
  const add = useAddSessionSignup(session.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [added, setAdded] = useState<{ id: number; name: string; place: string }[]>([]);
  useEffect(() => {
    if (open) {
      setRefusal(null);
      setAdded([]);
    }
  }, [open]);
  const listed = new Set(
    list.signups.filter((signup) => signup.status !== 'cancelled').map((signup) => signup.player.id),
  );
  const candidates = { match_type: session.match_type, club_id: session.club?.id };
  const choose = async (player: SessionCandidate) => {
    setRefusal(null);
    try {
      const response = await add.mutateAsync({ user_id: player.id });
      const signups = response.data.signups;
      const signup = signups.find((item) => item.player.id === player.id && item.status !== 'cancelled');
      const place = signup ? placeLabel(signup, placesOf(signups).get(signup.id), t) : '';
      setAdded((shown) => [...shown, { id: player.id, name: player.name, place }]);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t('ui:confirm.failed'));
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && !add.isPending && onClose()}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('match-sessions:signups.add_title', { name: session.name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>{t('match-sessions:signups.add_description')}</Dialog.Description>
                <PlayerSearch<SessionCandidate>
                  label={t('match-sessions:players.search_label')}
                  placeholder={t('match-sessions:players.search_placeholder')}
                  search={(term, signal) => searchSessionCandidates({ ...candidates, search: term }, signal)}
                  queryKey={matchSessionKeys.candidates(candidates)}
                  describePlayer={(player) =>
                    listed.has(player.id) ? t('match-sessions:signups.already_listed') : undefined
                  }
                  onSelect={(player) => void choose(player)}
                />
                {added.length > 0 && (
                  <Stack as="ul" gap="1" ps="0" listStyleType="none" aria-live="polite">
                    {added.map((item) => (
                      <Text as="li" key={item.id} fontSize="sm">
                        {t('match-sessions:signups.added', { name: item.name, place: item.place })}
                      </Text>
                    ))}
                  </Stack>
                )}
                {refusal && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Description>{refusal}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose} disabled={add.isPending} size="lg">
                {t('match-sessions:signups.done')}
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
