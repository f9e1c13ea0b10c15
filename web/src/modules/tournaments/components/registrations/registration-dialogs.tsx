import { Field, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { type Registration, RegistrationUpdateInputSchema, type Tournament } from '@pickleball/domain';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import {
  newIdempotencyKey,
  REFUND_FORM_DEFAULTS,
  type RefundFormValues,
} from '../../../../components/form/refund-form-values';
import { TextareaField, TextField } from '../../../../components/form/text-field';
import { useZodForm } from '../../../../components/form/zod-form';
import { FormDialog } from '../../../../components/form-dialog';
import { formatDecimal } from '../../../../lib/format';
import { formatMoney } from '../../../../lib/money';
import { useRunRegistrationAction } from '../../api/run-registration-action';
import { useUpdateRegistration } from '../../api/save-registration';
import { createRefundFormSchema } from './refund-form-values';
import type { RegistrationDialogState } from './registration-row-actions';

interface DialogProps {
  tournament: Tournament;
  state: RegistrationDialogState | null;
  onClose: () => void;
}

function EditEntryDialog({
  tournament,
  registration,
  onClose,
}: {
  tournament: Tournament;
  registration: Registration | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const update = useUpdateRegistration(tournament.id);
  const form = useZodForm(RegistrationUpdateInputSchema, {
    defaultValues: { notes: '', dupr_rating: '' as unknown as number },
    decimalFields: ['dupr_rating'],
    mode: 'onSubmit',
  });
  const { reset } = form;
  useEffect(() => {
    if (registration)
      reset({
        notes: registration.notes ?? '',
        dupr_rating: (registration.dupr_rating === null
          ? ''
          : formatDecimal(registration.dupr_rating, i18n.language, 3, {
              grouping: false,
            })) as unknown as number,
      });
  }, [registration, reset, i18n.language]);
  return (
    <FormDialog
      open={registration !== null}
      onClose={onClose}
      title={t('tournaments:registrations.edit_title', { name: registration?.name ?? '' })}
      confirmLabel={t('tournaments:actions.save')}
      confirmButton={{ colorPalette: 'blue' }}
      form={form}
      onConfirm={(input) => update.mutateAsync({ rid: registration?.id ?? 0, input })}
    >
      <TextField
        name="dupr_rating"
        inputMode="decimal"
        autoComplete="off"
        label={t('tournaments:registration_fields.dupr_rating')}
        helperText={t('tournaments:registrations.rating_edit_help')}
      />
      <TextareaField
        name="notes"
        label={t('tournaments:registration_fields.notes')}
        rows={3}
        maxLength={1000}
      />
    </FormDialog>
  );
}

function RefundAmountField({ currency }: { currency: Tournament['currency'] }) {
  const { t, i18n } = useTranslation('tournaments');
  const scope = useWatch<RefundFormValues, 'scope'>({ name: 'scope' });
  return (
    <>
      <Controller<RefundFormValues, 'scope'>
        name="scope"
        render={({ field }) => (
          <RadioGroup.Root
            value={field.value}
            onValueChange={(event) => field.onChange(event.value)}
            aria-label={t('tournaments:refund.scope')}
          >
            <Stack gap="2">
              {(['full', 'partial'] as const).map((value) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {value === 'full' ? t('tournaments:refund.full') : t('tournaments:refund.partial')}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
      />
      {scope === 'partial' && (
        <TextField
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          label={t('tournaments:refund.amount', { currency })}
          placeholder={formatMoney(currency === 'VND' ? 100_000 : 1_000, currency, i18n.language)}
        />
      )}
    </>
  );
}

function RefundDialog({
  tournament,
  registration,
  onClose,
}: {
  tournament: Tournament;
  registration: Registration | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const run = useRunRegistrationAction(tournament.id);
  const payment = registration?.payment ?? null;
  const currency = payment?.currency ?? tournament.currency;
  const refundable = payment ? payment.amount - payment.refunded_amount : 0;
  const [key, setKey] = useState(newIdempotencyKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one key per opening
  useEffect(() => {
    if (registration) setKey(newIdempotencyKey());
  }, [registration?.id]);
  const schema = useMemo(
    () =>
      createRefundFormSchema({
        currency,
        refundable,
        idempotencyKey: key,
        locale: i18n.language,
        formatAmount: (amount) => formatMoney(amount, currency, i18n.language),
      }),
    [currency, refundable, key, i18n.language],
  );
  const form = useZodForm(schema, { defaultValues: REFUND_FORM_DEFAULTS, mode: 'onSubmit' });
  return (
    <FormDialog
      open={registration !== null}
      onClose={onClose}
      title={t('tournaments:refund.title', { name: registration?.name ?? '' })}
      description={t('tournaments:refund.description', {
        amount: formatMoney(refundable, currency, i18n.language),
      })}
      confirmLabel={t('tournaments:registrations.refund')}
      form={form}
      onConfirm={(input) =>
        run.mutateAsync({ rid: registration?.id ?? 0, step: { action: 'refund', input } })
      }
    >
      <RefundAmountField currency={currency} />
      <TextareaField name="reason" label={t('tournaments:refund.reason')} rows={2} maxLength={255} required />
    </FormDialog>
  );
}

/** The entry dialogs: approve, promote, move to the waitlist, cancel (a reason), edit, refund. */
export function RegistrationDialogs({ tournament, state, onClose }: DialogProps) {
  const { t } = useTranslation('tournaments');
  const run = useRunRegistrationAction(tournament.id);
  const [reason, setReason] = useState('');
  const [position, setPosition] = useState('');
  const registration = state?.registration ?? null;
  const name = registration?.name ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: emptied for each dialog
  useEffect(() => {
    setReason('');
    setPosition('');
  }, [state]);
  const rid = registration?.id ?? 0;
  return (
    <>
      <ConfirmDialog
        open={state?.kind === 'approve'}
        onOpenChange={(open) => !open && onClose()}
        destructive={false}
        title={t('tournaments:registrations.approve_title', { name })}
        description={t('tournaments:registrations.approve_description')}
        confirmLabel={t('tournaments:registrations.approve')}
        onConfirm={() => run.mutateAsync({ rid, step: { action: 'approve' } })}
      />
      <ConfirmDialog
        open={state?.kind === 'promote'}
        onOpenChange={(open) => !open && onClose()}
        destructive={false}
        title={t('tournaments:registrations.promote_title', { name })}
        description={t('tournaments:registrations.promote_description')}
        confirmLabel={t('tournaments:registrations.promote')}
        onConfirm={() => run.mutateAsync({ rid, step: { action: 'promote' } })}
      />
      <ConfirmDialog
        open={state?.kind === 'waitlist'}
        onOpenChange={(open) => !open && onClose()}
        destructive={false}
        title={t('tournaments:registrations.waitlist_title', { name })}
        description={t('tournaments:registrations.waitlist_description')}
        confirmLabel={t('tournaments:registrations.waitlist')}
        onConfirm={() =>
          run.mutateAsync({
            rid,
            step: {
              action: 'waitlist',
              position: /^\d+$/.test(position.trim()) ? Number(position.trim()) : null,
            },
          })
        }
      >
        <Field.Root>
          <Field.Label>{t('tournaments:registrations.waitlist_position')}</Field.Label>
          <Input
            inputMode="numeric"
            value={position}
            placeholder={t('tournaments:registrations.waitlist_end')}
            onChange={(event) => setPosition(event.currentTarget.value)}
          />
        </Field.Root>
      </ConfirmDialog>
      <ConfirmDialog
        open={state?.kind === 'cancel'}
        onOpenChange={(open) => !open && onClose()}
        title={t('tournaments:registrations.cancel_title', { name })}
        description={
          registration?.status === 'waitlisted'
            ? t('tournaments:registrations.cancel_waitlisted_description')
            : t('tournaments:registrations.cancel_description')
        }
        confirmLabel={t('tournaments:registrations.cancel')}
        onConfirm={() => run.mutateAsync({ rid, step: { action: 'cancel', reason: reason.trim() || null } })}
      >
        <Field.Root>
          <Field.Label>{t('tournaments:registrations.cancel_reason')}</Field.Label>
          <Textarea
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </Field.Root>
        {registration?.payment_status === 'paid' && (
          <Text fontSize="sm" color="fg.muted">
            {t('tournaments:registrations.cancel_paid_note')}
          </Text>
        )}
      </ConfirmDialog>
      <EditEntryDialog
        tournament={tournament}
        registration={state?.kind === 'edit' ? registration : null}
        onClose={onClose}
      />
      <RefundDialog
        tournament={tournament}
        registration={state?.kind === 'refund' ? registration : null}
        onClose={onClose}
      />
    </>
  );
}
