import { Button, Dialog, Portal } from '@chakra-ui/react';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router-dom';

export interface UnsavedChangesPrompt {
  /** Show it (`{prompt.dialog}`): the translated "leave without saving?" question while a move is held. */
  dialog: React.ReactNode;
}

/**
 * Warns before unsaved changes are lost: a move to another page inside the app waits for a
 * translated "leave without saving?" dialog (react-router's useBlocker), and closing or reloading
 * the tab gets the browser's own question (beforeunload). Nothing is asked while `isDirty` is
 * false, nor while `isLeavingRef.current` is true: a form sets it around a submit, so the page it
 * moves to after saving opens at once. Needs the app's data router.
 */
export function useUnsavedChangesPrompt(
  isDirty: boolean,
  isLeavingRef?: RefObject<boolean>,
): UnsavedChangesPrompt {
  const { t } = useTranslation('ui');
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isLeavingRef?.current && currentLocation.pathname !== nextLocation.pathname,
    [isDirty, isLeavingRef],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeavingRef?.current) return;
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, isLeavingRef]);

  // A move held while the changes were saved (or undone) goes ahead.
  useEffect(() => {
    if (blocker.state === 'blocked' && !isDirty) blocker.proceed();
  }, [blocker, isDirty]);

  const stayRef = useRef<HTMLButtonElement>(null);
  const dialog = (
    <Dialog.Root
      role="alertdialog"
      open={blocker.state === 'blocked'}
      onOpenChange={(event) => {
        if (!event.open && blocker.state === 'blocked') blocker.reset();
      }}
      initialFocusEl={() => stayRef.current}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('ui:unsaved.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('ui:unsaved.description')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                ref={stayRef}
                variant="outline"
                onClick={() => blocker.state === 'blocked' && blocker.reset()}
              >
                {t('ui:unsaved.stay')}
              </Button>
              <Button colorPalette="red" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
                {t('ui:unsaved.leave')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
  return { dialog };
}
