import { Alert, Button, CloseButton, Dialog, Heading, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useStaticPageVersion } from '../api/get-static-page-version';
import { PageContent } from './page-content';

/** One published version as the public read it, with "Restore" for an old one. */
export function VersionDialog({
  pageId,
  version,
  isLive,
  canRestore,
  onClose,
  onRestore,
}: {
  pageId: number;
  /** The version shown; null: closed. */
  version: number | null;
  isLive: boolean;
  canRestore: boolean;
  onClose: () => void;
  onRestore: (version: number) => void;
}) {
  const { t, i18n } = useTranslation('static-pages');
  const detail = useStaticPageVersion(pageId, version);
  const data = detail.data?.data;
  return (
    <Dialog.Root
      open={version !== null}
      onOpenChange={(event) => !event.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="0.5">
                <Dialog.Title>
                  {t('static-pages:versions.dialog_title', { version: version ?? 0 })}
                </Dialog.Title>
                {data && (
                  <Text fontSize="sm" color="fg.muted">
                    {t('static-pages:versions.published_by', {
                      name: data.published_by?.name ?? t('static-pages:detail.system'),
                      date: formatDateTime(data.published_at, i18n.language),
                    })}
                  </Text>
                )}
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              {detail.isError ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Description>{detail.error.message}</Alert.Description>
                </Alert.Root>
              ) : data ? (
                <Stack gap="4" as="article" maxW="46rem" mx="auto">
                  <Heading as="h3" fontSize="1.75rem" fontWeight="bold" lineHeight="1.25">
                    {data.title}
                  </Heading>
                  <PageContent html={data.content} />
                </Stack>
              ) : (
                <Stack gap="3" aria-busy="true">
                  <Skeleton height="8" width="60%" />
                  <Skeleton height="40" />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('static-pages:actions.close')}
              </Button>
              {canRestore && !isLive && version !== null && (
                <Button colorPalette="blue" onClick={() => onRestore(version)}>
                  <RotateCcw size={16} aria-hidden="true" />
                  {t('static-pages:actions.restore')}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('static-pages:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
