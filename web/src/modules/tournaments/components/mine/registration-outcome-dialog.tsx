import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { MyRegistration } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { canPayNow } from './entry-outstanding';
import { OutstandingSteps } from './outstanding-steps';
import { PayEntryButton } from './pay-entry-button';

/**
 * The registration's answer: registered or waitlisted, and what is still owed in order — the
 * partner's confirmation, the organiser's approval, the fee (with its Pay button when it is the
 * one thing left).
 */
export function RegistrationOutcomeDialog({
  entry,
  onClose,
}: {
  entry: MyRegistration | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['tournaments', 'ui']);
  const name = entry?.tournament.name ?? '';
  return (
    <Dialog.Root
      open={entry !== null}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title pe="6">
                {entry?.status === 'waitlisted'
                  ? t('tournaments:mine.waitlisted_title', { name })
                  : t('tournaments:mine.registered_title', { name })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {entry && (
                <Stack gap="3">
                  <Text fontWeight="medium">{t('tournaments:mine.next_title')}</Text>
                  <OutstandingSteps entry={entry} />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('ui:confirm.close')}
              </Button>
              {entry && canPayNow(entry) && <PayEntryButton entryId={entry.id} size="md" />}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('ui:confirm.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
