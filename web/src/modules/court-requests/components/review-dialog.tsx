import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { ApproveInputSchema, RejectInputSchema, RequestChangesInputSchema } from '@pickleball/domain';
import { type ReactNode, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/form';
import { TextareaField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { isApiError } from '../../../lib/api-client';
import { APPROVE_BUTTON_STYLE } from './court-request-labels';

export type ReviewKind = 'approve' | 'reject' | 'request-changes';

interface DialogShellProps<In extends FieldValues, Out extends FieldValues> {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  colorPalette: string;
  form: UseFormReturn<In, unknown, Out>;
  onConfirm: (values: Out) => Promise<unknown>;
  children: ReactNode;
}

function DialogShell<In extends FieldValues, Out extends FieldValues>({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  colorPalette,
  form,
  onConfirm,
  children,
}: DialogShellProps<In, Out>) {
  const { t } = useTranslation('ui');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (open) {
      reset();
      setRefusal(null);
    }
  }, [open, reset]);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && !form.formState.isSubmitting && onClose()}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Form
              form={form}
              aria-label={title}
              onSubmit={async (values) => {
                setRefusal(null);
                try {
                  await onConfirm(values);
                  onClose();
                } catch (error) {
                  if (isApiError(error) && error.status === 422) throw error;
                  setRefusal(error instanceof Error ? error.message : t('ui:confirm.failed'));
                }
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{description}</Dialog.Description>
                  {children}
                  {refusal && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Description>{refusal}</Alert.Description>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={form.formState.isSubmitting}>
                  {t('ui:confirm.cancel')}
                </Button>
                <Button
                  type="submit"
                  {...(colorPalette === 'green' ? APPROVE_BUTTON_STYLE : { colorPalette })}
                  loading={form.formState.isSubmitting}
                >
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </Form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('ui:confirm.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

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
    <DialogShell
      open={open}
      onClose={onClose}
      form={form}
      title={t('court-requests:review.approve_title')}
      description={t('court-requests:review.approve_description')}
      confirmLabel={t('court-requests:actions.approve')}
      colorPalette="green"
      onConfirm={(values) => onConfirm(values.review_notes ?? '')}
    >
      <TextareaField
        name="review_notes"
        label={t('court-requests:fields.review_notes')}
        helperText={t('court-requests:review.notes_help')}
        rows={3}
        maxLength={2000}
      />
    </DialogShell>
  );
}

/** Reject: the reason (at least 10 characters, SPEC §5) is e-mailed to the applicant. */
export function RejectDialog({ open, onClose, onConfirm }: ReviewDialogProps) {
  const { t } = useTranslation('court-requests');
  const form = useZodForm(RejectInputSchema, { defaultValues: { reason: '' } });
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      form={form}
      title={t('court-requests:review.reject_title')}
      description={t('court-requests:review.reject_description')}
      confirmLabel={t('court-requests:actions.reject')}
      colorPalette="red"
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
    </DialogShell>
  );
}

/** Request changes: the feedback (at least 10 characters) and a private link go to the applicant. */
export function RequestChangesDialog({ open, onClose, onConfirm }: ReviewDialogProps) {
  const { t } = useTranslation('court-requests');
  const form = useZodForm(RequestChangesInputSchema, { defaultValues: { feedback: '' } });
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      form={form}
      title={t('court-requests:review.changes_title')}
      description={t('court-requests:review.changes_description')}
      confirmLabel={t('court-requests:actions.request_changes')}
      colorPalette="purple"
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
    </DialogShell>
  );
}
