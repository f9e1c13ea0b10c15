import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { ReasonInputSchema } from '@pickleball/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/form';
import { TextareaField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { isApiError } from '../../../lib/api-client';

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Text of the confirm button. */
  confirmLabel: string;
  /** Red confirm button (reject, void, dispute). */
  destructive?: boolean;
  /** Receives the reason; a 422 lands under the field, another refusal shows inside the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** A dialog asking for a reason of at least 10 characters (SPEC §5): reject, void, dispute. */
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  destructive = true,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useTranslation(['matches', 'ui']);
  const form = useZodForm(ReasonInputSchema, { defaultValues: { reason: '' } });
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      form.reset({ reason: '' });
      setRefusal(null);
    }
  }, [open, form]);

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
              onSubmit={async ({ reason }) => {
                setRefusal(null);
                try {
                  await onConfirm(reason);
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
                  {description && <Dialog.Description>{description}</Dialog.Description>}
                  <TextareaField
                    name="reason"
                    label={t('matches:reason.label')}
                    helperText={t('matches:reason.help')}
                    required
                    rows={4}
                    maxLength={1000}
                  />
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
                  colorPalette={destructive ? 'red' : 'blue'}
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
