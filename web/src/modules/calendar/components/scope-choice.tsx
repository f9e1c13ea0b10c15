import { Button, CloseButton, Dialog, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { EDIT_SCOPES, type EditScope } from '@pickleball/domain';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMeetingLabels } from './meeting-labels';

/** "This occurrence / This and following / All occurrences" as radio choices (the first chosen at first). */
export function ScopeRadios({ value, onChange }: { value: EditScope; onChange: (scope: EditScope) => void }) {
  const labels = useMeetingLabels();
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(event) => event.value && onChange(event.value as EditScope)}
    >
      <Stack gap="3">
        {EDIT_SCOPES.map((scope) => (
          <RadioGroup.Item key={scope} value={scope}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{labels.scope(scope)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

interface Pending {
  title: string;
  confirmLabel: string;
  resolve: (scope: EditScope | null) => void;
}

/**
 * Asks which occurrences of a recurring meeting a change applies to: `ask()` resolves the scope,
 * or null when the question is closed. Render `dialog` once in the page.
 */
export function useScopeChoice(): {
  ask: (texts: { title: string; confirmLabel: string }) => Promise<EditScope | null>;
  dialog: ReactNode;
} {
  const { t } = useTranslation(['calendar', 'ui']);
  const [pending, setPending] = useState<Pending | null>(null);
  const [scope, setScope] = useState<EditScope>('this');
  const pendingRef = useRef<Pending | null>(null);

  const ask = useCallback(
    (texts: { title: string; confirmLabel: string }) =>
      new Promise<EditScope | null>((resolve) => {
        pendingRef.current?.resolve(null);
        const next = { ...texts, resolve };
        pendingRef.current = next;
        setScope('this');
        setPending(next);
      }),
    [],
  );
  const finish = (answer: EditScope | null) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  };

  const dialog = (
    <Dialog.Root
      open={pending !== null}
      onOpenChange={(event) => !event.open && finish(null)}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{pending?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">{t('calendar:scope.question')}</Text>
                <ScopeRadios value={scope} onChange={setScope} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => finish(null)}>
                {t('ui:form.cancel')}
              </Button>
              <Button colorPalette="blue" onClick={() => finish(scope)}>
                {pending?.confirmLabel}
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
  return { ask, dialog };
}
