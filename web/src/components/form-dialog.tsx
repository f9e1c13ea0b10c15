import { Alert, Button, type ButtonProps, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';
import { Form } from './form/form';

export interface FormDialogProps<In extends FieldValues, Out extends FieldValues> {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Text of the confirm button. */
  confirmLabel: string;
  /** The confirm button's look: `{ colorPalette: 'red' }` for reject, void, dispute. */
  confirmButton?: ButtonProps;
  /** A useZodForm form; it is emptied each time the dialog opens. */
  form: UseFormReturn<In, unknown, Out>;
  /** Receives the checked values; a 422 lands under the fields, another refusal shows inside the dialog. */
  onConfirm: (values: Out) => Promise<unknown>;
  /** The fields (a reason, notes). */
  children: ReactNode;
}

/**
 * A small form in a dialog: a reason to reject, void or dispute, a reviewer's notes. Cancel and a
 * close button; the dialog stays open while it saves and shows the server's refusal inside.
 */
export function FormDialog<In extends FieldValues, Out extends FieldValues>({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  confirmButton = { colorPalette: 'red' },
  form,
  onConfirm,
  children,
}: FormDialogProps<In, Out>) {
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
                  {description && <Dialog.Description>{description}</Dialog.Description>}
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
                <Button type="submit" {...confirmButton} loading={form.formState.isSubmitting}>
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
