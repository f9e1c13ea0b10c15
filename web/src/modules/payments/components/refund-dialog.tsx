import {
  Alert,
  Box,
  Button,
  CloseButton,
  DataList,
  Dialog,
  Fieldset,
  Portal,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { PaymentDetail, PaymentRefundInput } from '@pickleball/domain';
import { useIsMutating } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/form';
import {
  newIdempotencyKey,
  REFUND_FORM_DEFAULTS,
  type RefundFormValues,
} from '../../../components/form/refund-form-values';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { refundMutationKey, useRefundPayment } from '../api/refund-payment';
import { createRefundFormSchema, minimumRefund } from './refund-form-values';

/** All that is refundable, or a part typed in the currency. */
function ScopeField({ payment }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation('payments');
  const { control } = useFormContext<RefundFormValues>();
  const { field } = useController({ control, name: 'scope' });
  const scope = useWatch({ control, name: 'scope' });
  const money = (amount: number) => formatMoney(amount, payment.currency, i18n.language);
  const minimum = minimumRefund(payment.gateway?.provider ?? null, payment.currency);
  return (
    <Stack gap="3">
      <Fieldset.Root>
        <Fieldset.Legend>{t('payments:refund.scope')}</Fieldset.Legend>
        <RadioGroup.Root
          name={field.name}
          value={field.value}
          onValueChange={(event) => field.onChange(event.value)}
        >
          <Stack gap="2">
            <RadioGroup.Item value="full">
              <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {t('payments:refund.full', { amount: money(payment.refundable_amount) })}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="partial">
              <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t('payments:refund.partial')}</RadioGroup.ItemText>
            </RadioGroup.Item>
          </Stack>
        </RadioGroup.Root>
      </Fieldset.Root>
      {scope === 'partial' && (
        <TextField<RefundFormValues>
          name="amount"
          label={t('payments:refund.amount', { currency: payment.currency })}
          inputMode="decimal"
          autoComplete="off"
          required
          helperText={
            minimum > 1
              ? t('payments:refund.amount_help_min', {
                  max: money(payment.refundable_amount),
                  min: money(minimum),
                })
              : t('payments:refund.amount_help', { max: money(payment.refundable_amount) })
          }
        />
      )}
    </Stack>
  );
}

/** The refund dialog's body, mounted once per opening (so each opening has its own idempotency key). */
function RefundDialogContent({ payment, onClose }: { payment: PaymentDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation(['payments', 'ui']);
  const locale = i18n.language;
  const refund = useRefundPayment(payment.id);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState<PaymentRefundInput | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, payment.currency, locale);
  const schema = useMemo(
    () =>
      createRefundFormSchema({
        currency: payment.currency,
        refundable: payment.refundable_amount,
        provider: payment.gateway?.provider ?? null,
        idempotencyKey,
        locale,
        formatAmount: (amount) => formatMoney(amount, payment.currency, locale),
      }),
    [payment, idempotencyKey, locale],
  );
  const form = useZodForm(schema, {
    defaultValues: REFUND_FORM_DEFAULTS,
    mode: 'onSubmit',
  });
  const isSubmitting = form.formState.isSubmitting;
  return (
    <Form
      form={form}
      aria-label={t('payments:refund.title')}
      onSubmit={async (input) => {
        setRefusal(null);
        // First the question with the amount spelled out, then the refund.
        if (!confirming) {
          setConfirming(input);
          return;
        }
        try {
          await refund.mutateAsync(confirming);
          onClose();
        } catch (error) {
          if (isApiError(error) && error.status === 422) {
            setConfirming(null);
            throw error;
          }
          setRefusal(error instanceof Error ? error.message : t('ui:confirm.failed'));
        }
      }}
    >
      <Dialog.Header>
        <Dialog.Title>
          {confirming ? t('payments:refund.confirm_title') : t('payments:refund.title')}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {/* Kept mounted under the question: a refusal of a field brings them back with its message. */}
          <Stack gap="4" display={confirming ? 'none' : 'flex'}>
            <Text fontSize="sm" color="fg.muted">
              {t('payments:refund.description', {
                refundable: money(payment.refundable_amount),
                paid: money(payment.amount),
              })}
            </Text>
            <ScopeField payment={payment} />
            <TextareaField<RefundFormValues>
              name="reason"
              label={t('payments:refund.reason')}
              helperText={t('payments:refund.reason_help')}
              required
              rows={3}
              maxLength={255}
            />
          </Stack>
          {confirming && (
            <Stack gap="3">
              <Dialog.Description>
                {t('payments:refund.confirm_description', {
                  amount: money(confirming.amount ?? payment.refundable_amount),
                  payer: payment.user?.name ?? t('payments:detail.unknown_payer'),
                  gateway: payment.gateway?.name ?? '—',
                })}
              </Dialog.Description>
              <DataList.Root orientation="horizontal" size="sm">
                <DataList.Item>
                  <DataList.ItemLabel>{t('payments:refund.reason')}</DataList.ItemLabel>
                  <DataList.ItemValue>{confirming.reason}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
              <Text fontWeight="medium" color="fg.error">
                {t('ui:confirm.irreversible')}
              </Text>
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
        {confirming ? (
          <Button variant="outline" onClick={() => setConfirming(null)} disabled={isSubmitting}>
            {t('payments:actions.back')}
          </Button>
        ) : (
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            {t('ui:confirm.cancel')}
          </Button>
        )}
        <Box>
          <Button type="submit" colorPalette={confirming ? 'red' : 'blue'} loading={isSubmitting}>
            {confirming ? t('payments:actions.confirm_refund') : t('payments:actions.continue')}
          </Button>
        </Box>
      </Dialog.Footer>
    </Form>
  );
}

/**
 * Refund a payment (payment.manage): everything refundable or a part, with a reason, after a
 * question that spells out the amount. One idempotency key per opening: a double click or a retry
 * after a lost answer refunds once.
 */
export function RefundDialog({
  payment,
  open,
  onClose,
}: {
  payment: PaymentDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('ui');
  const isRefunding = useIsMutating({ mutationKey: refundMutationKey(payment.id) }) > 0;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && !isRefunding && onClose()}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open && <RefundDialogContent payment={payment} onClose={onClose} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('ui:confirm.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
