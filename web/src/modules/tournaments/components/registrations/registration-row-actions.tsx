import type { Registration } from '@pickleball/domain';
import { ArrowUpFromLine, CircleCheck, ListEnd, Pencil, Undo2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '../../../../components/row-actions-menu';
import { useAuth } from '../../../../lib/auth';

export type RegistrationDialogKind = 'approve' | 'promote' | 'cancel' | 'waitlist' | 'refund' | 'edit';

export interface RegistrationDialogState {
  kind: RegistrationDialogKind;
  registration: Registration;
}

const HOLDS_PLACE = new Set(['registered', 'pending', 'confirmed']);

/** Which steps an entry offers (the server checks again): what the row's menu shows. */
export function registrationSteps(
  registration: Registration,
  options: { canRefund: boolean; isDrawn: boolean },
): RegistrationDialogKind[] {
  const steps: RegistrationDialogKind[] = ['edit'];
  if (registration.status === 'pending') steps.push('approve');
  if (registration.status === 'waitlisted') steps.push('promote');
  if (HOLDS_PLACE.has(registration.status) && !options.isDrawn) steps.push('waitlist');
  if (registration.status !== 'cancelled' && !(options.isDrawn && registration.seed !== null))
    steps.push('cancel');
  if (
    options.canRefund &&
    registration.status === 'cancelled' &&
    (registration.payment_status === 'paid' || registration.payment_status === 'partial')
  )
    steps.push('refund');
  return steps;
}

/** The "…" menu of an entry: edit, approve, promote, to the waitlist, cancel, refund, as it allows. */
export function RegistrationRowActions({
  registration,
  isDrawn,
  onOpen,
}: {
  registration: Registration;
  isDrawn: boolean;
  onOpen: (state: RegistrationDialogState) => void;
}) {
  const { t } = useTranslation('tournaments');
  const { can } = useAuth();
  if (!can('tournament.edit')) return null;
  const steps = new Set(registrationSteps(registration, { canRefund: can('payment.manage'), isDrawn }));
  const open = (kind: RegistrationDialogKind) => () => onOpen({ kind, registration });
  return (
    <RowActionsMenu
      rowLabel={registration.name}
      actions={[
        {
          value: 'approve',
          label: t('tournaments:registrations.approve'),
          icon: CircleCheck,
          onSelect: open('approve'),
          hidden: !steps.has('approve'),
        },
        {
          value: 'promote',
          label: t('tournaments:registrations.promote'),
          icon: ArrowUpFromLine,
          onSelect: open('promote'),
          hidden: !steps.has('promote'),
        },
        {
          value: 'edit',
          label: t('tournaments:registrations.edit'),
          icon: Pencil,
          onSelect: open('edit'),
          hidden: !steps.has('edit'),
        },
        {
          value: 'waitlist',
          label: t('tournaments:registrations.waitlist'),
          icon: ListEnd,
          onSelect: open('waitlist'),
          hidden: !steps.has('waitlist'),
        },
        {
          value: 'refund',
          label: t('tournaments:registrations.refund'),
          icon: Undo2,
          onSelect: open('refund'),
          hidden: !steps.has('refund'),
        },
        {
          value: 'cancel',
          label: t('tournaments:registrations.cancel'),
          icon: XCircle,
          onSelect: open('cancel'),
          hidden: !steps.has('cancel'),
          destructive: true,
        },
      ]}
    />
  );
}
