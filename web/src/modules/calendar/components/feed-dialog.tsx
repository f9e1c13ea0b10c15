import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  List,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Check, Copy, Link2, RefreshCw, Unlink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { useCopyText } from '../../../lib/use-copy-text';
import { useCalendarFeed, useCalendarFeedActions } from '../api/calendar-feed';

/** The same address for calendar applications that open `webcal://` links (an iPhone, Outlook). */
export function toWebcal(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('calendar');
  const { copied, copy } = useCopyText(t('calendar:feed.copy_failed'));
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" width="full">
        <Input
          value={value}
          readOnly
          fontFamily="mono"
          fontSize="xs"
          flex="1"
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" size="sm" onClick={() => void copy(value)} aria-live="polite">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t('calendar:feed.copied') : t('calendar:feed.copy')}
        </Button>
      </HStack>
    </Field.Root>
  );
}

/**
 * "Subscribe in Google Calendar / on your phone": my private iCalendar link (made on demand),
 * copied as https or webcal, made anew (the old one stops working) or revoked, with the steps for
 * Google Calendar and an iPhone.
 */
export function FeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['calendar', 'ui']);
  const feed = useCalendarFeed(open);
  const actions = useCalendarFeedActions();
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null);
  const url = feed.data?.url ?? null;

  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(event) => !event.open && onClose()}
        placement="center"
        size={{ base: 'full', sm: 'lg' }}
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header pe="12">
                <Dialog.Title>{t('calendar:feed.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Text color="fg.muted">{t('calendar:feed.description')}</Text>
                  {feed.isError ? (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{t('calendar:feed.load_failed')}</Alert.Title>
                    </Alert.Root>
                  ) : feed.isPending ? (
                    <Skeleton height="20" />
                  ) : url ? (
                    <Stack gap="4">
                      <CopyField label={t('calendar:feed.link')} value={url} testId="feed-url" />
                      <CopyField
                        label={t('calendar:feed.webcal')}
                        value={toWebcal(url)}
                        testId="feed-webcal"
                      />
                      {feed.data?.created_at && (
                        <Text fontSize="xs" color="fg.muted">
                          {t('calendar:feed.created_at', {
                            date: formatDateTime(feed.data.created_at, i18n.language),
                          })}
                        </Text>
                      )}
                      <Alert.Root status="warning">
                        <Alert.Indicator />
                        <Alert.Description>{t('calendar:feed.private')}</Alert.Description>
                      </Alert.Root>
                      <HStack gap="2" flexWrap="wrap">
                        <Button size="sm" variant="outline" onClick={() => setConfirm('rotate')}>
                          <RefreshCw aria-hidden="true" />
                          {t('calendar:feed.rotate')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setConfirm('revoke')}
                        >
                          <Unlink aria-hidden="true" />
                          {t('calendar:feed.revoke')}
                        </Button>
                      </HStack>
                    </Stack>
                  ) : (
                    <Button
                      colorPalette="blue"
                      alignSelf="flex-start"
                      loading={actions.create.isPending}
                      onClick={() => actions.create.mutate()}
                    >
                      <Link2 aria-hidden="true" />
                      {t('calendar:feed.create')}
                    </Button>
                  )}
                  <Stack gap="2">
                    <Text fontWeight="semibold">{t('calendar:feed.google_title')}</Text>
                    <List.Root as="ol" ps="5" gap="1" fontSize="sm">
                      <List.Item>{t('calendar:feed.google_step1')}</List.Item>
                      <List.Item>{t('calendar:feed.google_step2')}</List.Item>
                      <List.Item>{t('calendar:feed.google_step3')}</List.Item>
                    </List.Root>
                  </Stack>
                  <Stack gap="2">
                    <Text fontWeight="semibold">{t('calendar:feed.iphone_title')}</Text>
                    <List.Root as="ol" ps="5" gap="1" fontSize="sm">
                      <List.Item>{t('calendar:feed.iphone_step1')}</List.Item>
                      <List.Item>{t('calendar:feed.iphone_step2')}</List.Item>
                      <List.Item>{t('calendar:feed.iphone_step3')}</List.Item>
                    </List.Root>
                  </Stack>
                  <Text fontSize="sm" color="fg.muted">
                    {t('calendar:feed.refresh_note')}
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('ui:confirm.close')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('ui:confirm.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(next) => !next && setConfirm(null)}
        destructive={false}
        title={t('calendar:feed.rotate_title')}
        description={t('calendar:feed.rotate_description')}
        confirmLabel={t('calendar:feed.rotate')}
        onConfirm={() => actions.create.mutateAsync()}
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        onOpenChange={(next) => !next && setConfirm(null)}
        title={t('calendar:feed.revoke_title')}
        description={t('calendar:feed.revoke_description')}
        confirmLabel={t('calendar:feed.revoke')}
        onConfirm={() => actions.revoke.mutateAsync()}
      />
    </>
  );
}
