import { ApproveInputSchema, RejectInputSchema, RequestChangesInputSchema } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { FormDialog } from '../../../components/form-dialog';
import { APPROVE_BUTTON_STYLE } from './court-request-labels';

export type ReviewKind = 'approve' | 'reject' | 'request-changes';

interface ReviewDialogProps {
  open: boolean;
  onClose: () => void;
  /** Runs the step with what the reviewer wrote; a 422 lands under the field, another refusal inside. */
  onConfirm: (text: string) => Promise<unknown>;
}

/** Approve: the court is created from the request; notes are optional and stay with the request. */
export function ApproveDialog({ open, onClose, onConfirm }: ReviewDialogProps) {
  const { t } = useTranslation('court-requests');
  const form = useZodForm(ApproveInputSchema, { defaultValues: { review_notes: '' } });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={form}
      title={t('court-requests:review.approve_title')}
      description={t('court-requests:review.approve_description')}
      confirmLabel={t('court-requests:actions.approve')}
      confirmButton={APPROVE_BUTTON_STYLE}
      onConfirm={(values) => onConfirm(values.review_notes ?? '')}
    >
      <TextareaField
        name="review_notes"
        label={t('court-requests:fields.review_notes')}
        helperText={t('court-requests:review.notes_help')}
        rows={3}
        maxLength={2000}
      />
    </FormDialog>
  );
}

/** Reject: the reason (at least 10 characters, SPEC §5) is e-mailed to the applicant. */
export function RejectDialog({ open, onClose, onConfirm }: ReviewDialogProps) {
  const { t } = useTranslation('court-requests');
  const form = useZodForm(RejectInputSchema, { defaultValues: { reason: '' } });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={form}
      title={t('court-requests:review.reject_title')}
      description={t('court-requests:review.reject_description')}
      confirmLabel={t('court-requests:actions.reject')}
      confirmButton={{ colorPalette: 'red' }}
      onConfirm={(values) => onConfirm(values.reason)}
    >
      <TextareaField
        name="reason"
        label={t('court-requests:fields.reason')}
        helperText={t('court-requests:review.min_length_help')}
        required
        rows={4}
        maxLength={2000}
      />
    </FormDialog>
  );
}

/** Request changes: the feedback (at least 10 characters) and a private link go to the applicant. */
export function RequestChangesDialog({ open, onClose, onConfirm }: ReviewDialogProps) {
  const { t } = useTranslation('court-requests');
  const form = useZodForm(RequestChangesInputSchema, { defaultValues: { feedback: '' } });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={form}
      title={t('court-requests:review.changes_title')}
      description={t('court-requests:review.changes_description')}
      confirmLabel={t('court-requests:actions.request_changes')}
      confirmButton={{ colorPalette: 'purple' }}
      onConfirm={(values) => onConfirm(values.feedback)}
    >
      <TextareaField
        name="feedback"
        label={t('court-requests:fields.feedback')}
        helperText={t('court-requests:review.min_length_help')}
        required
        rows={4}
        maxLength={2000}
      />
    </FormDialog>
  );
}
