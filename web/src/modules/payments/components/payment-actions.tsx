import { Button } from '@chakra-ui/react';
import { OPEN_PAYMENT_STATUSES, PaymentActionInputSchema, type PaymentDetail } from '@pickleball/domain';
import { Ban, CreditCard, RefreshCw, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextareaField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { FormDialog } from '../../../components/form-dialog';
import { useAuth } from '../../../lib/auth';
import { formatMoney } from '../../../lib/money';
import { usePaymentAction } from '../api/run-payment-action';
import { RefundDialog } from './refund-dialog';

type Dialog = 'process' | 'cancel' | 'reconcile' | 'refund';

const isOpen = (payment: PaymentDetail) =>
  (OPEN_PAYMENT_STATUSES as readonly string[]).includes(payment.status);

/** Which actions a payment allows now (SPEC §4: process, refund, cancel; and asking the gateway). */
export function availableActions(payment: PaymentDetail): Dialog[] {
  const actions: Dialog[] = [];
  // Capture: a card payment authorised and waiting (auto capture off).
  if (payment.status === 'processing') actions.push('process');
  if (payment.refundable_amount > 0) actions.push('refund');
  if (isOpen(payment) || payment.flag !== null) actions.push('reconcile');
  if (isOpen(payment)) actions.push('cancel');
  return actions;
}

function CancelDialog({
  payment,
  open,
  onClose,
}: {
  payment: PaymentDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const action = usePaymentAction(payment.id);
  const form = useZodForm(PaymentActionInputSchema, { defaultValues: { reason: '' } });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('payments:cancel.title')}
      description={t('payments:cancel.description', {
        amount: formatMoney(payment.amount, payment.currency, i18n.language),
      })}
      confirmLabel={t('payments:actions.cancel')}
      form={form}
      onConfirm={({ reason }) => action.mutateAsync({ action: 'cancel', reason })}
    >
      <TextareaField name="reason" label={t('payments:cancel.reason')} rows={3} maxLength={255} />
    </FormDialog>
  );
}

/**
 * The buttons of a payment's page (payment.manage), each shown only when the payment allows it,
 * each asking first; the server's message is the toast.
 */
export function PaymentActions({ payment }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation('payments');
  const { can } = useAuth();
  const action = usePaymentAction(payment.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (!can('payment.manage')) return null;
  const actions = availableActions(payment);
  const close = () => setDialog(null);
  const amount = formatMoney(payment.amount, payment.currency, i18n.language);
  return (
    <>
      {actions.includes('process') && (
        <Button colorPalette="blue" onClick={() => setDialog('process')}>
          <CreditCard size={16} aria-hidden="true" />
          {t('payments:actions.capture')}
        </Button>
      )}
      {actions.includes('refund') && (
        <Button variant="outline" onClick={() => setDialog('refund')}>
          <RotateCcw size={16} aria-hidden="true" />
          {t('payments:actions.refund')}
        </Button>
      )}
      {actions.includes('reconcile') && (
        <Button variant="outline" onClick={() => setDialog('reconcile')}>
          <RefreshCw size={16} aria-hidden="true" />
          {t('payments:actions.ask_gateway')}
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button variant="outline" colorPalette="red" onClick={() => setDialog('cancel')}>
          <Ban size={16} aria-hidden="true" />
          {t('payments:actions.cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={dialog === 'process'}
        onOpenChange={(open) => !open && close()}
        destructive={false}
        title={t('payments:capture.title', { amount })}
        description={t('payments:capture.description')}
        confirmLabel={t('payments:actions.capture')}
        onConfirm={() => action.mutateAsync({ action: 'process' })}
      />
      <ConfirmDialog
        open={dialog === 'reconcile'}
        onOpenChange={(open) => !open && close()}
        destructive={false}
        title={t('payments:reconcile.title')}
        description={t('payments:reconcile.description')}
        confirmLabel={t('payments:actions.ask_gateway')}
        onConfirm={() => action.mutateAsync({ action: 'reconcile' })}
      />
      <CancelDialog payment={payment} open={dialog === 'cancel'} onClose={close} />
      <RefundDialog payment={payment} open={dialog === 'refund'} onClose={close} />
    </>
  );
}
