import type { Court } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetCourtArchived } from '../api/set-court-archived';

/**
 * Confirms archiving a court (hidden from lists and booking, restorable) or restoring an archived
 * one to the status it had. Open while `court` is set.
 */
export function ArchiveCourtDialog({ court, onClose }: { court: Court | null; onClose: () => void }) {
  const { t } = useTranslation('courts');
  const setArchived = useSetCourtArchived();
  const isRestore = court?.status === 'archived';
  return (
    <ConfirmDialog
      open={court !== null}
      onOpenChange={(open) => !open && onClose()}
      destructive={!isRestore}
      title={
        isRestore
          ? t('courts:archive.restore_title', { name: court?.name ?? '' })
          : t('courts:archive.title', { name: court?.name ?? '' })
      }
      description={isRestore ? t('courts:archive.restore_description') : t('courts:archive.description')}
      confirmLabel={isRestore ? t('courts:actions.restore') : t('courts:actions.archive')}
      onConfirm={async () => {
        if (court) await setArchived.mutateAsync({ id: court.id, archived: !isRestore });
      }}
    />
  );
}
