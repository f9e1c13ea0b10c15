import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';

export interface ConfirmDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with false when the dialog closes (cancel, Escape, success). */
  onOpenChange: (open: boolean) => void;
  /** The question: "Delete user Nguyễn Văn An?". */
  title: string;
  /** What will happen, in a sentence or two. */
  description?: ReactNode;
  /** Text of the confirm button; "Delete" for destructive dialogs, else "Confirm". */
  confirmLabel?: string;
  /**
   * Text of the button that closes without acting; "Cancel" by default. Say what staying means
   * ("Keep my place") when the action itself is a cancellation.
   */
  cancelLabel?: string;
  /** A red confirm button and focus on Cancel at first (true by default). */
  destructive?: boolean;
  /** Adds "This action cannot be undone." under the description. */
  irreversible?: boolean;
  /**
   * Runs on confirm. When it resolves the dialog closes; when it rejects the dialog stays open and
   * shows the error's message inside (the server's refusal, e.g. "Cannot delete role that is
   * assigned to users, remove all users first"). Call the API with `silent: true` to skip the toast.
   */
  onConfirm: () => Promise<unknown>;
  /**
   * Why the action cannot be done now, known before asking the server (a role that users still
   * hold): shown as a warning, and the confirm button is disabled.
   */
  blockedReason?: string;
  /** Extra content under the description (a list of what is affected). */
  children?: ReactNode;
}

/** A confirmation dialog for destructive actions, with a pending state and in-dialog errors. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = true,
  irreversible = false,
  onConfirm,
  blockedReason,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const handleConfirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (caught) {
      setError(caught instanceof ApiError || caught instanceof Error ? caught.message : t('confirm.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => {
        if (!pending) onOpenChange(event.open);
      }}
      initialFocusEl={destructive ? () => cancelRef.current : undefined}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {description && (
                  <Dialog.Description asChild>
                    <div>{description}</div>
                  </Dialog.Description>
                )}
                {children}
                {blockedReason && (
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Description>{blockedReason}</Alert.Description>
                  </Alert.Root>
                )}
                {irreversible && !blockedReason && (
                  <Text fontWeight="medium" color="fg.error">
                    {t('confirm.irreversible')}
                  </Text>
                )}
                {error && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Description>{error}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                ref={cancelRef}
                variant="outline"
                onClick={() => onOpenChange(false)}
                disabled={pending}
              >
                {cancelLabel ?? t('confirm.cancel')}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : 'blue'}
                loading={pending}
                disabled={Boolean(blockedReason)}
                onClick={() => void handleConfirm()}
              >
                {confirmLabel ?? t(destructive ? 'confirm.delete' : 'confirm.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={pending}>
              <CloseButton size="sm" aria-label={t('confirm.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
